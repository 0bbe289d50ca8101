import { z } from 'zod';

/** /config/auth.json: where the identity provider lives (the embedded one or an external Keycloak realm). */
export const AuthConfig = z.object({
  url: z.string().min(1),
  realm: z.string().min(1),
  clientId: z.string().min(1),
});
export type AuthConfig = z.infer<typeof AuthConfig>;

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
