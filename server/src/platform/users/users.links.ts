import type { FastifyRequest } from 'fastify';
import { USERS_MANAGED_IN_KEYCLOAK, type SessionUser, type TenantUser } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { conflict, HttpError } from '../../http/errors';
import {
  hashToken,
  INVITATION_TTL_MS,
  newLinkToken,
  RESET_TOKEN_TTL_MS,
  type ResetMailer,
} from '../../plugins/link-mail';
import { issueLink } from './users.repository';
import { MAIL_NOT_SENT } from './users.messages';

declare module 'fastify' {
  interface FastifyInstance {
    /** the embedded identity provider's mailer (SMTP or outbox); null behind an external Keycloak */
    identityMailer: Pick<ResetMailer, 'send'> | null;
  }
}

/** Behind an external Keycloak users are managed there: the write routes answer 409 with this message. */
export function requireEmbeddedIdentity(request: FastifyRequest): Pick<ResetMailer, 'send'> {
  const mailer = request.server.identityMailer;
  if (request.server.config.auth.external || !mailer) throw conflict(USERS_MANAGED_IN_KEYCLOAK);
  return mailer;
}

/**
 * A new single-use link for the user (older ones stop working) and its mail. Sent inside the request transaction:
 * a mail that cannot be sent rolls the change back (502), so the page never shows an invitation nobody got.
 */
export async function sendUserLink(
  tx: Tx,
  request: FastifyRequest,
  caller: SessionUser,
  target: TenantUser,
  purpose: 'invitation' | 'reset',
): Promise<void> {
  const mailer = requireEmbeddedIdentity(request);
  const token = newLinkToken();
  const now = new Date();
  const ttl = purpose === 'invitation' ? INVITATION_TTL_MS : RESET_TOKEN_TTL_MS;
  await issueLink(tx, target.userId, {
    tokenHash: hashToken(token),
    purpose,
    now,
    expiresAt: new Date(now.getTime() + ttl),
  });
  const page = purpose === 'invitation' ? 'set-password' : 'reset-password';
  const link = `${request.server.config.publicUrl}/${page}?token=${token}`;
  try {
    const result = await mailer.send(
      {
        to: target.email,
        name: target.displayName,
        link,
        kind: purpose,
        invitedBy: caller.userName,
        tenantName: caller.tenantName,
      },
      now,
    );
    request.log.info(
      {
        userId: target.userId,
        purpose,
        via: result.via,
        ...(result.via === 'outbox' ? { file: result.file } : {}),
      },
      'users: link mail sent',
    );
  } catch (error) {
    request.log.error({ err: error, userId: target.userId }, 'users: link mail could not be sent');
    throw new HttpError(502, MAIL_NOT_SENT);
  }
}
