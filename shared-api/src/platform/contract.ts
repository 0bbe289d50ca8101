import { z } from 'zod';
import type { BodyLimit } from '../common/text-limit';
import { REQUEST_BODY_TOO_LARGE } from '../common/validation';

/** 401 of a request without a bearer token (server: plugins/auth.ts; the browser mock answers the same). */
export const AUTHENTICATION_REQUIRED = 'Authentication required: send a bearer access token.';
/** 403 of a write by a user without the admin role. */
export const ADMIN_REQUIRED = 'This action requires the QMS_ADMIN role.';

/** Identity-token realm roles. The spec's UI check for lowercase 'qms-admin' maps onto QMS_ADMIN (see isQmsAdmin). */
export const QMS_ADMIN = 'QMS_ADMIN';
export const QMS_VIEWER = 'QMS_VIEWER';
/** Realm role that grants reading VIEW_LICENSED regulation text in the standards service. */
export const SR_LICENSED = 'SR_LICENSED';

/** The signed-in user as the claims of a verified access token describe them (spec 1 §3 User). */
export const SessionUser = z.object({
  userId: z.string(),
  email: z.string(),
  userName: z.string(),
  userInitials: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  /** space-separated in the token; an array here */
  roles: z.array(z.string()),
});
export type SessionUser = z.infer<typeof SessionUser>;

/**
 * The one mapping of the spec's 'qms-admin' check: role names are compared case-insensitively with '-' and '_'
 * treated alike, so QMS_ADMIN (Keycloak realm role) and qms-admin (the spec's spelling) are the same role.
 */
function normaliseRole(role: string): string {
  return role.trim().toUpperCase().replace(/-/g, '_');
}
export function hasRole(roles: readonly string[], role: string): boolean {
  const wanted = normaliseRole(role);
  return roles.some((r) => normaliseRole(r) === wanted);
}
export function isQmsAdmin(user: Pick<SessionUser, 'roles'> | null | undefined): boolean {
  return !!user && hasRole(user.roles, QMS_ADMIN);
}

/** A user directory entry (GET /qms-api/users). */
export const UserDirectoryEntry = z.object({
  userId: z.string(),
  displayName: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
});
export type UserDirectoryEntry = z.infer<typeof UserDirectoryEntry>;
export const UserDirectory = z.array(UserDirectoryEntry);

export const QMS_PROCESS_IMAGE = 'QMS_PROCESS_IMAGE';
/** Config keys are upper snake case; the value is a plain string (body text/plain). */
export const QmsConfigKey = z
  .string()
  .regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'Config key must be upper snake case, at most 64 characters');
/** 2 MiB: an SVG overview diagram with embedded images stays well below this. */
export const QMS_CONFIG_VALUE_MAX_BYTES = 2 * 1024 * 1024;
/** PUT …/string-value's body limit: the generic words, the screens saving a value name no size. */
export const QMS_CONFIG_VALUE_BODY_LIMIT: BodyLimit = {
  maxBytes: QMS_CONFIG_VALUE_MAX_BYTES,
  message: REQUEST_BODY_TOO_LARGE,
};
/**
 * Optimistic concurrency of a config string (docs/adr/0014-configuration-values.md): the body stays the plain
 * string of the spec, so GET answers the version in this header and PUT names the version it read as the query
 * parameter `dbVersion`; a stale one is a 409 with QMS_CONFIG_CHANGED_BY_SOMEONE_ELSE.
 */
export const QMS_CONFIG_DB_VERSION_HEADER = 'x-db-version';
const DB_VERSION_REQUIRED =
  'dbVersion must be the version read with the value (a whole number, 0 for a value never written).';
export const QmsConfigWriteQuery = z.object({
  dbVersion: z
    .string({ error: DB_VERSION_REQUIRED })
    .regex(/^\d{1,9}$/, DB_VERSION_REQUIRED)
    .transform(Number),
});
/** The answer of a PUT: the stored value's new version, for the next save (draw.io saves more than once). */
export const QmsConfigWriteResult = z.object({ dbVersion: z.number().int().nonnegative() });
export type QmsConfigWriteResult = z.infer<typeof QmsConfigWriteResult>;
/** 409 of a PUT whose dbVersion is stale. */
export const QMS_CONFIG_CHANGED_BY_SOMEONE_ELSE =
  'This value was changed by someone else in the meantime. It has been reloaded; make your change again.';
