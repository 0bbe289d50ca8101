import type { SessionUser } from './contract';
import { initialsOf } from './initials';

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
