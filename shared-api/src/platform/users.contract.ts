import { z } from 'zod';
import { QMS_ADMIN, QMS_VIEWER, SR_LICENSED } from './contract';

// The Users page of tenant admins (issue 12): invite, roles, disable/enable, resend invitation, password reset.
// The role names come from contract.ts, the one place that defines them.

/** The roles an admin can give on the Users page: admin, viewer, and the right to read licensed standards. */
export const ASSIGNABLE_ROLES = [QMS_ADMIN, QMS_VIEWER, SR_LICENSED] as const;
export const AssignableRole = z.enum(ASSIGNABLE_ROLES, { error: 'Unknown role.' });
export type AssignableRole = z.infer<typeof AssignableRole>;
export const ROLE_LABELS: Record<AssignableRole, string> = {
  [QMS_ADMIN]: 'Administrator',
  [QMS_VIEWER]: 'Viewer',
  [SR_LICENSED]: 'Licensed standards',
};

const USER_STATUSES = ['invited', 'active', 'disabled'] as const;
export const UserStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatus>;

const MAX_EMAIL_LENGTH = 320;
const MAX_DISPLAY_NAME_LENGTH = 200;

const ROLES_REQUIRED = 'Choose at least the Administrator or the Viewer role.';
export const EMAIL_INVALID = 'This is not a valid e-mail address.';
const DISPLAY_NAME_REQUIRED = 'A display name is required.';

const Roles = z
  .array(AssignableRole)
  .max(ASSIGNABLE_ROLES.length)
  .refine((roles) => roles.includes(QMS_ADMIN) || roles.includes(QMS_VIEWER), ROLES_REQUIRED)
  .transform((roles) => [...new Set(roles)]);

export const UserInvite = z.object({
  email: z
    .string({ error: EMAIL_INVALID })
    .trim()
    .max(MAX_EMAIL_LENGTH, `The e-mail address must have at most ${MAX_EMAIL_LENGTH} characters.`)
    .pipe(z.email(EMAIL_INVALID)),
  displayName: z
    .string({ error: DISPLAY_NAME_REQUIRED })
    .trim()
    .min(1, DISPLAY_NAME_REQUIRED)
    .max(
      MAX_DISPLAY_NAME_LENGTH,
      `The display name must have at most ${MAX_DISPLAY_NAME_LENGTH} characters.`,
    ),
  roles: Roles,
});
export type UserInvite = z.input<typeof UserInvite>;

/** The row version a client read: every change names it, a stale one is a 409. */
export const UserVersion = z.object({ dbVersion: z.number().int().nonnegative() });
export type UserVersion = z.infer<typeof UserVersion>;

export const UserRolesUpdate = UserVersion.extend({ roles: Roles });
export type UserRolesUpdate = z.input<typeof UserRolesUpdate>;

export const UserIdParams = z.object({ id: z.uuid('User id must be a UUID') });

/** A user of the tenant as the Users page lists them. */
export const TenantUser = z.object({
  userId: z.string(),
  email: z.string(),
  displayName: z.string(),
  roles: z.array(z.string()),
  status: UserStatus,
  /** ISO time of the last successful sign-in (from the audit trail); null: never */
  lastSignInAt: z.string().nullable(),
  invitedAt: z.string().nullable(),
  dbVersion: z.number().int().nonnegative(),
});
export type TenantUser = z.infer<typeof TenantUser>;

/** GET /qms-api/tenant-users: the users, and whether they are managed here or in an external Keycloak. */
export const TenantUsers = z.object({
  /** true behind an external Keycloak: the page only lists, the write routes answer 409 */
  managedExternally: z.boolean(),
  /** the realm's account console (external Keycloak only) */
  accountConsoleUrl: z.string().nullable(),
  users: z.array(TenantUser),
});
export type TenantUsers = z.infer<typeof TenantUsers>;

export const USERS_MANAGED_IN_KEYCLOAK =
  'Users are managed in Keycloak. Invite users, change roles and disable accounts in the realm’s consoles.';
export const USER_NOT_FOUND = 'This user does not exist.';
export const USER_CHANGED_BY_SOMEONE_ELSE =
  'This user was changed by someone else. Reload to see the change.';
export const EMAIL_TAKEN = 'A user with this e-mail address already exists.';
export const LAST_ADMIN_ROLE =
  'The last active administrator of a tenant cannot lose the Administrator role. Make another user an administrator first.';
export const LAST_ADMIN_DISABLE =
  'The last active administrator of a tenant cannot be disabled. Make another user an administrator first.';
export const NOT_INVITED = 'Only a user who has not set a password yet can get the invitation again.';
export const USER_DISABLED = 'This user is disabled. Enable the user first.';
export const NO_PASSWORD_YET = 'This user has not set a password yet. Send the invitation again instead.';

// Password policy (NIST SP 800-63B §3.1.1.2): a minimum length, no composition rules, no common passwords, nothing
// derived from the account. The set-password and reset pages show these messages.
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_TOO_SHORT = `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_COMMON =
  'This password is one of the most commonly used passwords. Choose a less predictable one.';
export const PASSWORD_IS_EMAIL = 'The password must not be your e-mail address.';
