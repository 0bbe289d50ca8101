// Test support: a database (PGlite in memory, or PostgreSQL when DATABASE_URL is set), an app built with a test
// signing key, tenants with an admin and a viewer, and tokens shaped like the embedded provider's.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { QMS_ADMIN, QMS_VIEWER, type SessionUser } from '@qms/shared-api/contract';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { MIGRATIONS_DIR, openDatabase, type Database } from '../src/db/database';
import { tenants, users } from '../src/platform/schema';
import { registerRoute, type AnyRoute } from '../src/http/route';
import { copyDatabase } from './postgres-copy';

export const usingPostgres = (): boolean => !!process.env.DATABASE_URL;

/**
 * The PostgreSQL pass runs test files side by side, each on its own database (test/postgres-per-file.ts names it
 * and sets DATABASE_URL; QMS_TEST_DATABASE_TEMPLATE is a migrated copy made once per pass). There a fresh
 * database is a new copy of the template, which is cheaper than dropping every table and migrating again; the
 * earlier one stays (a test may still hold it open) until the pass drops them all.
 */
const templateDatabase = process.env.QMS_TEST_DATABASE_TEMPLATE;
let copies = 0;

/** A new copy of the migrated template, which DATABASE_URL then names (for what the test starts next). */
async function freshCopy(databaseUrl: string, template: string): Promise<string> {
  const copy = await copyDatabase(databaseUrl, template, `${template}_f${process.pid}_${++copies}`);
  process.env.DATABASE_URL = copy;
  return copy;
}

/** Drops everything the migrations created in the PostgreSQL test database (DATABASE_URL). */
export async function resetTestSchema(databaseUrl: string): Promise<void> {
  // its callers stopped every server on it first, and pass the URL on: the same name, recreated empty
  if (templateDatabase) {
    await copyDatabase(databaseUrl, 'template0', decodeURIComponent(new URL(databaseUrl).pathname.slice(1)));
    return;
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

/**
 * A freshly migrated PGlite database as an archive, made once per set of migrations and kept in the temp folder:
 * starting PGlite and running every migration costs seconds in each of about a hundred test databases per run,
 * loading the archive a fraction of that. The migrations still run on the loaded copy (all applied: one query),
 * so a stale archive could not hide a migration.
 */
export function migratedArchive(): Promise<Blob> {
  // once per process: a batch of test files opens a database per file, each from the same 40 MB archive
  archiveOnce ??= readOrMakeArchive();
  return archiveOnce;
}
let archiveOnce: Promise<Blob> | undefined;

async function readOrMakeArchive(): Promise<Blob> {
  // the archive's own format too: 2 = made after a checkpoint (database.ts dumpDataDir)
  const hash = createHash('sha256').update('archive 2');
  for (const name of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json'))
      hash.update(name).update(readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  const file = path.join(tmpdir(), `qms-pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const database = await openDatabase({ dataDir: 'memory://' });
    const archive = await database.dumpDataDir!();
    await database.close();
    // two test processes may make it at once: each writes its own file and renames it into place
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, Buffer.from(await archive.arrayBuffer()));
    renameSync(temp, file);
    return archive;
  }
}

/** PostgreSQL tests start from a clean schema; PGlite tests from a fresh in-memory database. */
export async function openTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return openDatabase({ dataDir: 'memory://', loadDataDir: await migratedArchive() });
  if (templateDatabase) return openDatabase({ databaseUrl: await freshCopy(databaseUrl, templateDatabase) });
  await resetTestSchema(databaseUrl);
  return openDatabase({ databaseUrl });
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qms-server-test-'));
  const base = loadConfig({ QMS_DATA_DIR: dataDir, PUBLIC_URL: 'http://qms.test', LOG_LEVEL: 'silent' });
  // the training mail sweep runs only where a test runs it (issue 29.7): a timer would race the test's own sweep
  return { ...base, trainingMailSweepMinutes: 0, ...overrides };
}

const keyPairPromise = generateKeyPair('ES256');

export interface TokenOptions {
  expiresIn?: string | number;
  /** leave out the exp claim (a token that would never expire) */
  noExpiry?: boolean;
  issuer?: string;
  audience?: string | string[];
  /** sign with another key than the one the app trusts */
  foreignKey?: boolean;
  extraClaims?: JWTPayload;
}

/** Signs an access token with the claims of common.md (realm_access.roles, tenant_id, user_initials...). */
export async function mintToken(
  config: AppConfig,
  user: SessionUser,
  options: TokenOptions = {},
): Promise<string> {
  const { privateKey } = options.foreignKey ? await generateKeyPair('ES256') : await keyPairPromise;
  const jwt = new SignJWT({
    email: user.email,
    name: user.userName,
    preferred_username: user.email,
    user_initials: user.userInitials,
    tenant_id: user.tenantId,
    tenant_name: user.tenantName,
    realm_access: { roles: user.roles },
    azp: config.auth.clientId,
    typ: 'Bearer',
    ...options.extraClaims,
  })
    .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
    .setSubject(user.userId)
    .setIssuer(options.issuer ?? config.auth.issuer)
    .setAudience(options.audience ?? [config.auth.audience, 'account'])
    .setIssuedAt();
  if (!options.noExpiry) jwt.setExpirationTime(options.expiresIn ?? '5m');
  return jwt.sign(privateKey);
}

export interface TestTenant {
  tenantId: string;
  name: string;
  admin: SessionUser;
  viewer: SessionUser;
}

/** A tenant with an admin and a viewer, inserted as system work (outside RLS). */
export async function createTenant(database: Database, name: string): Promise<TestTenant> {
  const [tenant] = await database.db.insert(tenants).values({ name }).returning({ id: tenants.id });
  const tenantId = tenant!.id;
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
  const make = async (kind: 'admin' | 'viewer'): Promise<SessionUser> => {
    const roles = kind === 'admin' ? [QMS_ADMIN, QMS_VIEWER] : [QMS_VIEWER];
    const email = `${kind}@${slug}.example`;
    const userName = kind === 'admin' ? `${name} Admin` : `${name} Viewer`;
    const [row] = await database.db
      .insert(users)
      .values({ tenantId, email, displayName: userName, initials: kind === 'admin' ? 'AD' : 'VI', roles })
      .returning({ id: users.id });
    return {
      userId: row!.id,
      email,
      userName,
      userInitials: kind === 'admin' ? 'AD' : 'VI',
      tenantId,
      tenantName: name,
      roles,
    };
  };
  return { tenantId, name, admin: await make('admin'), viewer: await make('viewer') };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  token(user: SessionUser, options?: TokenOptions): Promise<string>;
  /** app.inject with the user's bearer token */
  as(user: SessionUser, request: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  database?: Database,
  /** test-only routes registered beside the real ones (e.g. a handler that throws) */
  extraRoutes: readonly AnyRoute[] = [],
): Promise<TestContext> {
  const db = database ?? (await openTestDatabase());
  const config = testConfig(overrides);
  const { publicKey } = await keyPairPromise;
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database: db, verificationKey: publicKey, logger: false });
    for (const route of extraRoutes) registerRoute(app, db.db, route);
    await app.ready();
  } catch (error) {
    // as main.ts does: a database left open kept the test process alive after its suite had failed
    if (!database) await db.close();
    throw error;
  }
  const token = (user: SessionUser, options?: TokenOptions) => mintToken(config, user, options);
  return {
    app,
    database: db,
    config,
    token,
    as: async (user, request) =>
      app.inject({
        ...request,
        headers: { ...request.headers, authorization: `Bearer ${await token(user)}` },
      }),
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/** JWKS of the test key, for tests that go through a JWKS getter. */
export async function testJwks() {
  const { publicKey } = await keyPairPromise;
  return { keys: [{ ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'ES256' }] };
}

export function errorMessageOf(response: LightMyRequestResponse): string | undefined {
  try {
    return (response.json() as { errorMessage?: string }).errorMessage;
  } catch {
    return undefined;
  }
}
