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
  return { url: record.url as string, realm: record.realm as string, clientId: record.clientId as string };
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
