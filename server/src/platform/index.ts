import { platformRoutes } from './platform.routes';
import { releaseRulesRoutes } from './release-rules';
import { usersRoutes, type UserSessions } from './users/index';

export { fourEyesRequired } from './release-rules';

/**
 * The platform module: user directory, the Users page's routes, tenant logo and configuration. Disabling a user
 * ends their sessions, which the identity provider caches: route-table.ts hands in its forgetSessions.
 */
export const platformAreaRoutes = (sessions: UserSessions) => [
  ...platformRoutes,
  ...releaseRulesRoutes,
  ...usersRoutes(sessions),
];
export type { UserSessions } from './users/index';
// the embedded identity provider's reads and writes of the user directory (sign-in, reset links, sessions)
export { allTenantIds } from './tenants/tenants';
export { isCanonicalEmail, normaliseEmail } from './users/email';
export {
  accountByEmail,
  accountById,
  isAccountEnabled,
  passwordAccountEmails,
  setAccountEmail,
  setAccountPassword,
  type UserAccount,
} from './users/accounts.repository';
// for security notices of other modules (signatures: repeated failed attempts)
export {
  activeTenantAdmins,
  directoryEntriesByIds,
  displayNameOf,
  enabledUserEmails,
  enabledUsersByIds,
  type DirectoryEntry,
  tenantUserNames,
  type DirectoryRow,
} from './users/users.repository';
