// Helpers for the identity tests: a bare Fastify app with only the identity plugin, over the test database
// of src/test/helpers.ts (PGlite, or PostgreSQL when DATABASE_URL is set).
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Db } from '../src/db/database';
import { tenants, users } from '../src/platform/schema';
import { errorsPlugin } from '../src/plugins/errors';
import type { KeyRing } from '../src/identity/key-encryption';
import { hashPassword } from '../src/identity/passwords';
import { identityPlugin, type IdentityPluginOptions } from '../src/identity/plugin';

export const CLIENT_ID = 'qms-web';
/** one key-encryption key for every test database (a real server loads its own: loadKeyRing) */
export const TEST_KEY_RING: KeyRing = { current: randomBytes(32), previous: [] };
export const PUBLIC_URL = 'http://qms.test';
export const ISSUER = `${PUBLIC_URL}/realms/qms`;

export interface TestUser {
  tenantId: string;
  userId: string;
  email: string;
  password: string;
}

export async function createTestUser(
  db: Db,
  email: string,
  password: string,
  extra: { tenantName?: string; roles?: string[]; displayName?: string; initials?: string } = {},
): Promise<TestUser> {
  const [tenant] = await db
    .insert(tenants)
    .values({ name: extra.tenantName ?? 'Acme Medical Devices GmbH' })
    .returning({ id: tenants.id });
  const [user] = await db
    .insert(users)
    .values({
      tenantId: tenant!.id,
      email,
      displayName: extra.displayName ?? 'Anna Admin',
      initials: extra.initials ?? 'AA',
      roles: extra.roles ?? ['QMS_ADMIN', 'QMS_VIEWER'],
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id });
  return { tenantId: tenant!.id, userId: user!.id, email, password };
}

/** A not yet existing outbox folder; the provider creates it with the first mail. Remove its parent after. */
export function tempOutbox(): string {
  return path.join(tmpdir(), `qms-identity-${randomUUID()}`, 'outbox');
}

/** A controllable clock: tests move time forward instead of waiting. */
export function testClock(start = new Date('2026-03-01T09:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (seconds: number) => {
      current += seconds * 1000;
    },
  };
}

const backgroundWork = new WeakMap<FastifyInstance, Set<Promise<void>>>();

/** Waits for the work the provider does after answering (reset mails). */
export async function settled(app: FastifyInstance): Promise<void> {
  await Promise.allSettled([...(backgroundWork.get(app) ?? [])]);
}

/** The identity plugin behind the central error handler, as in the server. */
export async function buildIdentityApp(
  db: Db,
  overrides: Partial<IdentityPluginOptions> = {},
  logger: FastifyServerOptions['logger'] = false,
): Promise<FastifyInstance> {
  const app = Fastify({ logger });
  const work = new Set<Promise<void>>();
  backgroundWork.set(app, work);
  await app.register(errorsPlugin);
  await app.register(identityPlugin, {
    onBackgroundWork: (promise) => work.add(promise),
    db,
    realm: 'qms',
    clientId: CLIENT_ID,
    audience: 'qms-api',
    publicUrl: PUBLIC_URL,
    outboxDir: tempOutbox(),
    keyRing: TEST_KEY_RING,
    ...overrides,
  });
  await app.ready();
  return app;
}

/** POST a form to the token endpoint (what keycloak-js and the login card send). */
export function tokenRequest(
  app: FastifyInstance,
  form: Record<string, string>,
  remoteAddress = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: '/realms/qms/protocol/openid-connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
    remoteAddress,
  });
}

export function passwordGrant(app: FastifyInstance, email: string, password: string, remoteAddress?: string) {
  return tokenRequest(
    app,
    { grant_type: 'password', client_id: CLIENT_ID, username: email, password, scope: 'openid' },
    remoteAddress,
  );
}

export function refreshGrant(app: FastifyInstance, refreshToken: string) {
  return tokenRequest(app, {
    grant_type: 'refresh_token',
    client_id: CLIENT_ID,
    refresh_token: refreshToken,
  });
}
