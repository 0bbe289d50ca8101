import type { SessionUser } from './contract';

/** Access-token claims the suite reads (common claims of the embedded provider and the Keycloak realm mappers). */
export interface QmsTokenClaims {
  sub?: string;
  email?: string;
  name?: string;
  preferred_username?: string;
  user_initials?: string;
  tenant_id?: string;
  tenant_name?: string;
  realm_access?: { roles?: string[] | string };
}

/**
 * The ONE initials rule of the suite (avatar, tenant logo fallback, standalone host, mock accounts): the first
 * letters of the first two words, so 'Anna Maria Admin' is 'AM' and 'Acme Medical Devices GmbH' is 'AM'.
 * E-mail addresses split at '@', '.', '_' and '-' ('anna.admin@x' is 'AA').
 */
export function initialsOf(name: string): string {
  const words = name.split(/[\s@._-]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The ONE claims → session-user mapping (shell, standalone hosts): roles may arrive space-separated or as an
 * array; the provider's `user_initials` claim wins, else initialsOf the user name.
 */
export function userFromClaims(claims: QmsTokenClaims): SessionUser {
  const userName = claims.name ?? claims.preferred_username ?? claims.email ?? '';
  const rawRoles = claims.realm_access?.roles ?? [];
  const roles = Array.isArray(rawRoles) ? rawRoles : rawRoles.split(' ').filter(Boolean);
  return {
    userId: claims.sub ?? '',
    email: claims.email ?? '',
    userName,
    userInitials: claims.user_initials ?? initialsOf(userName),
    tenantId: claims.tenant_id ?? '',
    tenantName: claims.tenant_name ?? '',
    roles,
  };
}
