import { platformRoutes } from './platform.routes';
import { releaseRulesRoutes } from './release-rules';
import { usersRoutes } from './users/index';

export { fourEyesRequired } from './release-rules';

/** The platform module: user directory, the Users page's routes, tenant logo and configuration. */
export const platformAreaRoutes = [...platformRoutes, ...releaseRulesRoutes, ...usersRoutes];
// the embedded identity provider's reads and writes of the user directory (sign-in, reset links, sessions)
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
  displayNameOf,
  enabledUserEmails,
  enabledUsersByIds,
  type DirectoryRow,
} from './users/users.repository';
