import { z } from 'zod';

// Job roles held by people (issue 29.1): who holds a role of spec 2 (Quality Manager, …). These are job roles,
// not the access rights QMS_ADMIN / QMS_VIEWER. Changing a role's holders bumps the role's dbVersion: a holder
// change and a role edit are one record for optimistic concurrency (docs/adr/0144-role-holders.md).

const DbVersion = z.number().int().nonnegative();
const MAX_HOLDERS = 500;
/** a user id of the directory; the server answers 400 (body) or 404 (path) for one that is not its tenant's */
const UserId = z.string().trim().min(1).max(100);
const RoleId = z.uuid('Role id must be a UUID');

/** One holder of a role; a disabled user keeps the holding (shown marked "disabled") but is never newly assigned. */
const RoleHolder = z.object({
  userId: z.string(),
  displayName: z.string(),
  email: z.string(),
  disabled: z.boolean(),
  assignedAt: z.iso.datetime({ offset: true }),
});

/** GET /qms-api/roles/:id/holders: the holders sorted by name, with the role's dbVersion a change sends back. */
export const RoleHolders = z.object({
  roleId: z.string(),
  dbVersion: DbVersion,
  holders: z.array(RoleHolder),
});
export type RoleHolders = z.infer<typeof RoleHolders>;

/** PUT /qms-api/roles/:id/holders: the complete new list of holders and the role's dbVersion read. */
export const RoleHoldersUpdate = z.object({
  userIds: z
    .array(UserId)
    .max(MAX_HOLDERS)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  dbVersion: DbVersion,
});
export type RoleHoldersUpdate = z.input<typeof RoleHoldersUpdate>;

/** GET /qms-api/job-roles: every user of the tenant that holds a role, with the ids of the roles held. */
export const JobRoleHolding = z.object({ userId: z.string(), roleIds: z.array(z.string()) });
export type JobRoleHolding = z.infer<typeof JobRoleHolding>;
export const JobRoleHoldings = z.array(JobRoleHolding);
export type JobRoleHoldings = z.infer<typeof JobRoleHoldings>;

export const JobRoleUserParams = z.object({ userId: UserId });

/**
 * PUT /qms-api/job-roles/:userId: the complete new list of the user's job roles, and the dbVersion read of each
 * role whose holders change (every added and every removed one); a missing or stale one is a 409.
 */
export const JobRolesUpdate = z.object({
  roleIds: z
    .array(RoleId)
    .max(MAX_HOLDERS)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  roleVersions: z.array(z.object({ roleId: RoleId, dbVersion: DbVersion })).max(MAX_HOLDERS),
});
export type JobRolesUpdate = z.input<typeof JobRolesUpdate>;

export const ROLE_HOLDERS_PATH = (roleId: string): string =>
  `/qms-api/roles/${encodeURIComponent(roleId)}/holders`;
export const JOB_ROLES_PATH = '/qms-api/job-roles';
export const userJobRolesPath = (userId: string): string => `${JOB_ROLES_PATH}/${encodeURIComponent(userId)}`;
