import type { AuthConfig } from '@qms/shared-api';

/** /config/auth.json: where the identity provider lives (the embedded one or an external Keycloak realm). */
export type { AuthConfig };

const FIELDS = ['url', 'realm', 'clientId'] as const;

/**
 * The contract's AuthConfig check (shared-api suite.contract.ts: three non-empty strings) without zod: the sign-in
 * view needs nothing else of shared-api, and zod alone is ~15 KB gzip (issue 8). auth-config.test.ts holds this
 * to the contract's schema.
 */
export function parseAuthConfig(value: unknown): AuthConfig {
  const record = (value ?? {}) as Record<string, unknown>;
  for (const field of FIELDS) {
    const text = typeof value === 'object' ? record[field] : undefined;
    if (typeof text !== 'string' || text.length === 0)
      throw new Error(`/config/auth.json has no valid "${field}" (a non-empty string)`);
  }
  const config: AuthConfig = {
    url: record.url as string,
    realm: record.realm as string,
    clientId: record.clientId as string,
  };
  const reset = record.passwordResetUrl;
  if (reset === undefined) return config;
  if (typeof reset !== 'string' || !isWebUrl(reset))
    throw new Error('/config/auth.json has no valid "passwordResetUrl" (an http(s) address)');
  return { ...config, passwordResetUrl: reset };
}

/** What the contract's `z.url({ protocol: /^https?$/ })` accepts: a parseable address on http or https. */
function isWebUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

export async function fetchAuthConfig(): Promise<AuthConfig> {
  const response = await fetch('/config/auth.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`GET /config/auth.json failed with HTTP ${response.status}`);
  return parseAuthConfig(await response.json());
}

export function realmUrl(config: AuthConfig): string {
  return `${config.url.replace(/\/$/, '')}/realms/${encodeURIComponent(config.realm)}`;
}

export function tokenEndpoint(config: AuthConfig): string {
  return `${realmUrl(config)}/protocol/openid-connect/token`;
}

export function logoutEndpoint(config: AuthConfig): string {
  return `${realmUrl(config)}/protocol/openid-connect/logout`;
}
