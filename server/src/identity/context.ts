import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/database';
import type { LocalKeyStore } from './keys';
import type { ResetMailer } from '../plugins/link-mail';
import type { TokenSettings } from './tokens';

/** What every identity route needs: the database, keys, mailer, settings and the request-derived URLs. */
export interface IdentityContext {
  db: Db;
  realm: string;
  clientId: string;
  audience: string;
  store: LocalKeyStore;
  mailer: ResetMailer;
  /** reset mails go by SMTP (else into the outbox) */
  smtp: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  sessionMaxSeconds: number;
  now: () => Date;
  origin(request: FastifyRequest): string;
  issuerOf(request: FastifyRequest): string;
  settingsOf(request: FastifyRequest): TokenSettings;
}

export type RealmRequest = {
  Params: { realm: string };
  Body: unknown;
  Querystring: Record<string, unknown>;
};

export const SUPPORTED_SCOPES = ['openid', 'profile', 'email'];
export const BASE = '/realms/:realm';
export const OIDC = `${BASE}/protocol/openid-connect`;

/**
 * Keycloak's error body, plus `errorMessage` as every answer of this server carries. Only the OAuth/OIDC
 * endpoints (token, logout, userinfo, auth) answer this way; the rest fail through the central error handler.
 */
export function oauthError(reply: FastifyReply, status: number, error: string, description: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ error, error_description: description, errorMessage: description });
}

/** Parses an OAuth form or query; a value over its cap is Keycloak's `invalid_request`. */
export function parseOAuth<S extends z.ZodType>(
  schema: S,
  input: unknown,
  reply: FastifyReply,
): { ok: true; value: z.infer<S> } | { ok: false; sent: FastifyReply } {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return { ok: true, value: parsed.data };
  const message = parsed.error.issues[0]?.message ?? 'Invalid request';
  return { ok: false, sent: oauthError(reply, 400, 'invalid_request', message) };
}

/** Route options of every realm route: unknown realms answer 404; hidden from the QMS API's OpenAPI document. */
export function realmRoute(context: IdentityContext) {
  return {
    preHandler: async (request: FastifyRequest<RealmRequest>, reply: FastifyReply) => {
      if (request.params.realm !== context.realm) {
        return reply.code(404).send({ error: 'Realm does not exist', errorMessage: 'Realm does not exist' });
      }
    },
    schema: { hide: true },
  };
}
