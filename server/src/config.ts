import path from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

export type ServiceName = 'qms' | 'sr';

/** Names of the access-token claims; a real Keycloak realm may use other mapper names. */
export interface ClaimNames {
  userId: string;
  email: string;
  userName: string;
  preferredUsername: string;
  userInitials: string;
  tenantId: string;
  tenantName: string;
  /** dotted path, e.g. realm_access.roles; the value may be an array or a space-separated string */
  roles: string;
}

export interface AuthConfig {
  /** expected `iss`; for the embedded provider `<publicUrl>/realms/<realm>` */
  issuer: string;
  audience: string;
  realm: string;
  clientId: string;
  /** set when an external Keycloak issues the tokens; the embedded provider is then not mounted */
  external: boolean;
  /** JWKS of the external issuer (default `<issuer>/protocol/openid-connect/certs`) */
  jwksUrl?: string;
  claims: ClaimNames;
}

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  services: ServiceName[];
  /** public origin of this server (links in e-mails, the embedded issuer); no trailing slash */
  publicUrl: string;
  /** whether PUBLIC_URL was set explicitly (else it is derived from the listening address, never a request) */
  publicUrlConfigured: boolean;
  auth: AuthConfig;
  smtpUrl?: string;
  /** sender of password-reset mails */
  smtpFrom?: string;
  /** lifetimes of the embedded provider's tokens (seconds) */
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** file that overrides the generated /config/remotes.json (re-read on every request) */
  remotesConfigPath: string;
  /** root of the checkout: shell/dist, mfe-<area>/dist, docs/manual */
  repoRoot: string;
  logLevel: string;
  trustProxy: boolean | string | number;
  /** QMS_SEED_DEMO: true/false, or undefined = seed an empty PGlite only (see shouldSeedDemo) */
  seedDemo?: boolean;
  /** QMS_DEMO_PASSWORDS: random (default; printed once) or fixed (the published test passwords, e2e only) */
  demoPasswords: 'random' | 'fixed';
  /** QMS_STORAGE_MAX_BYTES: largest file POST /qms-api/storage/{id}/content accepts (default 50 MiB) */
  storageMaxBytes: number;
  /**
   * QMS_SERVER_WORKERS: processes serving HTTP on the one port (node:cluster). 1 (default) or, with PostgreSQL
   * only, a number or `auto` (one per CPU, at most 8; on PGlite `auto` is 1: the embedded database belongs to one
   * process).
   */
  serverWorkers: number;
  /** QMS_METRICS_TOKEN: the bearer token GET /metrics asks for; unset: /metrics answers loopback clients only */
  metricsToken: string | undefined;
  /**
   * QMS_TRAINING_MAIL_SWEEP_MINUTES: how often the training mail sweep looks for assignment, reminder and overdue
   * mails (issue 29.7; default 15; 0 = never, e.g. in tests that run the sweep themselves). It also runs at start.
   */
  trainingMailSweepMinutes: number;
  /** QMS_DRAWIO_URL: the draw.io editor the suite embeds (default: the copy this server hosts under /drawio/) */
  drawioUrl: string;
}

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const DEFAULT_CLAIMS: ClaimNames = {
  userId: 'sub',
  email: 'email',
  userName: 'name',
  preferredUsername: 'preferred_username',
  userInitials: 'user_initials',
  tenantId: 'tenant_id',
  tenantName: 'tenant_name',
  roles: 'realm_access.roles',
};

function parseOptionalBoolean(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new Error(`${name} must be true or false, got "${value}"`);
}

function parseTrustProxy(value: string | undefined): boolean | string | number {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);
/** `0.0.0.0` and `::` listen everywhere but name no address a browser could use. */
export const isWildcardHost = (host: string): boolean => host === '0.0.0.0' || host === '::';

/**
 * The public origin when PUBLIC_URL is not set: the address the server listens on (loopback and wildcard as
 * `localhost`, the address the README tells users to open). Never derived from a request's Host header.
 */
function listeningUrl(host: string, port: number): string {
  if (LOOPBACK.has(host) || isWildcardHost(host)) return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

function parseDemoPasswords(value: string | undefined): 'random' | 'fixed' {
  if (value === undefined || value === '' || value === 'random') return 'random';
  if (value === 'fixed') return 'fixed';
  throw new Error(`QMS_DEMO_PASSWORDS must be random or fixed, got "${value}"`);
}

function parseServices(value: string | undefined): ServiceName[] {
  const names = (value ?? 'qms,sr')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((n) => n !== 'qms' && n !== 'sr');
  if (unknown.length > 0 || names.length === 0) {
    throw new Error(`QMS_SERVICES must list qms and/or sr (comma separated), got "${value}"`);
  }
  return [...new Set(names)] as ServiceName[];
}

/** Reads the configuration from environment variables (documented in server/README.md). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port number: ${env.PORT}`);
  const repoRoot = env.QMS_REPO_ROOT ? path.resolve(env.QMS_REPO_ROOT) : REPO_ROOT;
  const dataDir = path.resolve(env.QMS_DATA_DIR ?? path.join(repoRoot, 'data'));
  // only this machine by default: HOST=0.0.0.0 (or an address) opens it to the network deliberately
  const host = env.HOST || '127.0.0.1';
  const publicUrl = (env.PUBLIC_URL || listeningUrl(host, port)).replace(/\/+$/, '');
  const externalIssuer = env.AUTH_ISSUER?.replace(/\/+$/, '');
  // an external Keycloak issuer names its realm (…/realms/<realm>): the shell's sign-in and reset links need it
  const issuerRealm = externalIssuer && /\/realms\/([^/]+)$/.exec(externalIssuer)?.[1];
  const realm = env.AUTH_REALM ?? (issuerRealm ? decodeURIComponent(issuerRealm) : 'qms');
  const claims: ClaimNames = {
    userId: env.AUTH_CLAIM_USER_ID ?? DEFAULT_CLAIMS.userId,
    email: env.AUTH_CLAIM_EMAIL ?? DEFAULT_CLAIMS.email,
    userName: env.AUTH_CLAIM_USER_NAME ?? DEFAULT_CLAIMS.userName,
    preferredUsername: env.AUTH_CLAIM_PREFERRED_USERNAME ?? DEFAULT_CLAIMS.preferredUsername,
    userInitials: env.AUTH_CLAIM_USER_INITIALS ?? DEFAULT_CLAIMS.userInitials,
    tenantId: env.AUTH_CLAIM_TENANT_ID ?? DEFAULT_CLAIMS.tenantId,
    tenantName: env.AUTH_CLAIM_TENANT_NAME ?? DEFAULT_CLAIMS.tenantName,
    roles: env.AUTH_CLAIM_ROLES ?? DEFAULT_CLAIMS.roles,
  };
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    services: parseServices(env.QMS_SERVICES),
    publicUrl,
    publicUrlConfigured: !!env.PUBLIC_URL,
    auth: {
      issuer: externalIssuer ?? `${publicUrl}/realms/${realm}`,
      audience: env.AUTH_AUDIENCE ?? 'qms-api',
      realm,
      clientId: env.AUTH_CLIENT_ID ?? 'qms-web',
      external: !!externalIssuer,
      jwksUrl: env.AUTH_JWKS_URL || undefined,
      claims,
    },
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || undefined,
    accessTokenTtlSeconds: positiveInt(env.AUTH_ACCESS_TOKEN_TTL, 300, 'AUTH_ACCESS_TOKEN_TTL', 'seconds'),
    refreshTokenTtlSeconds: positiveInt(
      env.AUTH_REFRESH_TOKEN_TTL,
      1800,
      'AUTH_REFRESH_TOKEN_TTL',
      'seconds',
    ),
    remotesConfigPath: path.resolve(env.REMOTES_CONFIG ?? path.join(dataDir, 'config', 'remotes.json')),
    repoRoot,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    seedDemo: parseOptionalBoolean(env.QMS_SEED_DEMO, 'QMS_SEED_DEMO'),
    demoPasswords: parseDemoPasswords(env.QMS_DEMO_PASSWORDS),
    storageMaxBytes: positiveInt(
      env.QMS_STORAGE_MAX_BYTES,
      50 * 1024 * 1024,
      'QMS_STORAGE_MAX_BYTES',
      'bytes',
    ),
    drawioUrl: env.QMS_DRAWIO_URL || '/drawio/index.html',
    serverWorkers: parseServerWorkers(env.QMS_SERVER_WORKERS, !!env.DATABASE_URL),
    metricsToken: env.QMS_METRICS_TOKEN || undefined,
    trainingMailSweepMinutes: parseSweepMinutes(env.QMS_TRAINING_MAIL_SWEEP_MINUTES),
  };
}

/** Most worker processes `auto` starts: each holds a pool of 10 connections, PostgreSQL allows 100 by default. */
export const MAX_AUTO_WORKERS = 8;

function parseServerWorkers(value: string | undefined, postgres: boolean): number {
  if (value === undefined || value === '' || value === '1') return 1;
  // as many as make sense: on the embedded database that is its one process
  if (value === 'auto' && !postgres) return 1;
  const n = value === 'auto' ? Math.min(availableParallelism(), MAX_AUTO_WORKERS) : Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`QMS_SERVER_WORKERS must be auto or a positive whole number, got "${value}"`);
  if (n > 1 && !postgres)
    throw new Error(
      'QMS_SERVER_WORKERS above 1 needs DATABASE_URL: the embedded database (PGlite) belongs to one process',
    );
  return n;
}

function parseSweepMinutes(value: string | undefined): number {
  if (value === undefined || value === '') return 15;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 1440)
    throw new Error('QMS_TRAINING_MAIL_SWEEP_MINUTES must be a whole number of minutes from 0 to 1440');
  return n;
}

function positiveInt(
  value: string | undefined,
  fallback: number,
  name: string,
  unit: 'seconds' | 'bytes',
): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number of ${unit}`);
  return n;
}
