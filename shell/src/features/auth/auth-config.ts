import { AuthConfig } from '@qms/shared-api';

/** /config/auth.json: where the identity provider lives (the embedded one or an external Keycloak realm). */
export { AuthConfig };

export async function fetchAuthConfig(): Promise<AuthConfig> {
  const response = await fetch('/config/auth.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`GET /config/auth.json failed with HTTP ${response.status}`);
  return AuthConfig.parse(await response.json());
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
