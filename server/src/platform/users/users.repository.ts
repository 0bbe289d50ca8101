import { sql } from 'drizzle-orm';
import {
  ASSIGNABLE_ROLES,
  initialsOf,
  isQmsAdmin,
  EMAIL_TAKEN,
  LAST_ADMIN_DISABLE,
  LAST_ADMIN_ROLE,
  QMS_ADMIN,
  USER_CHANGED_BY_SOMEONE_ELSE,
  USER_NOT_FOUND,
  type TenantUser,
  type UserStatus,
} from '@qms/shared-api/contract';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../schema';
import { rowsOf, type Tx } from '../../db/tenant';
import { idArray, isIdText } from '../../db/uuid';
import { conflict, notFound } from '../../http/errors';

// Runs in the request transaction (role qms_app, row-level security): every query also names the tenant (first
// wall), RLS is the second. Plain SQL names only the columns the request role may touch: never password_hash.

interface UserRow {
  userId: string;
  email: string;
  displayName: string;
  roles: string[];
  invitedAt: Date | string | null;
  passwordSetAt: Date | string | null;
  disabledAt: Date | string | null;
  lastSignInAt: Date | string | null;
  dbVersion: number;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** invited: an invitation went out and no password was chosen yet; disabled wins over both. */
export function statusOf(row: Pick<UserRow, 'invitedAt' | 'passwordSetAt' | 'disabledAt'>): UserStatus {
  if (row.disabledAt) return 'disabled';
  if (row.invitedAt && !row.passwordSetAt) return 'invited';
  return 'active';
}

function toTenantUser(row: UserRow): TenantUser {
  return {
    userId: row.userId,
    email: row.email,
    displayName: row.displayName,
    roles: row.roles,
    status: statusOf(row),
    lastSignInAt: iso(row.lastSignInAt),
    invitedAt: iso(row.invitedAt),
    dbVersion: row.dbVersion,
  };
}

// The last sign-in is the newest SIGN_IN event of the user in the tenant's (tamper-evident) trail: no column that
// every sign-in would have to rewrite, and so no row-trail entry per sign-in. One probe of the trail's sign-in index
// per user (migration 0033, ADR 0194) needs the user id as text before the probe: the trail's row-level security
// lets only leakproof conditions into an index scan, and the uuid-to-text cast is not, so written inside the probe
// the id became a filter over every sign-in of the tenant. The materialised CTE keeps the cast out of it.
const selectUsers = (tenantId: string, userId?: string) => sql`
  with u as materialized (
    select id, id::text as id_text, tenant_id, email, display_name, roles, invited_at, password_set_at, disabled_at,
           db_version
      from users
     where tenant_id = ${tenantId}${userId === undefined ? sql`` : sql` and id = ${userId}`})
  select u.id as "userId", u.email, u.display_name as "displayName", u.roles,
         u.invited_at as "invitedAt", u.password_set_at as "passwordSetAt", u.disabled_at as "disabledAt",
         u.db_version as "dbVersion",
         (select max(a.occurred_at) from audit_trail a
           where a.tenant_id = u.tenant_id and a.record_id = u.id_text
             and a.table_name = 'auth' and a.action = 'SIGN_IN') as "lastSignInAt"
    from u`;

export async function listTenantUsers(tx: Tx, tenantId: string): Promise<TenantUser[]> {
  const rows = rowsOf<UserRow>(
    await tx.execute(sql`${selectUsers(tenantId)} order by lower(u.display_name), u.email`),
  );
  return rows.map(toTenantUser);
}

export async function findTenantUser(tx: Tx, tenantId: string, userId: string): Promise<TenantUser> {
  const [row] = rowsOf<UserRow>(await tx.execute(selectUsers(tenantId, userId)));
  if (!row) throw notFound(USER_NOT_FOUND);
  return toTenantUser(row);
}

/** Changes of one tenant's users run one at a time, so two admins cannot demote each other at once. */
async function lockTenantUsers(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7162414, hashtext(${tenantId}))`);
}

async function otherActiveAdmins(tx: Tx, tenantId: string, userId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(*)::int as n from users
       where tenant_id = ${tenantId} and id <> ${userId} and ${QMS_ADMIN} = any(roles)
         and disabled_at is null and (invited_at is null or password_set_at is not null)`),
  );
  return row?.n ?? 0;
}

/** Reads the user for a change: 404 outside the tenant, 409 when the client's version is stale. */
async function userForChange(tx: Tx, tenantId: string, userId: string, dbVersion?: number) {
  await lockTenantUsers(tx, tenantId);
  const user = await findTenantUser(tx, tenantId, userId);
  if (dbVersion !== undefined && user.dbVersion !== dbVersion) throw conflict(USER_CHANGED_BY_SOMEONE_ELSE);
  return user;
}

const isActiveAdmin = (user: TenantUser) => user.status === 'active' && user.roles.includes(QMS_ADMIN);

export async function insertInvitedUser(
  tx: Tx,
  tenantId: string,
  values: { email: string; displayName: string; roles: string[]; invitedBy: string | null; now: Date },
): Promise<TenantUser> {
  // the same address in this tenant (also a user synced without a password) is one person
  const [same] = rowsOf<{ id: string }>(
    await tx.execute(
      sql`select id from users where tenant_id = ${tenantId} and lower(email) = lower(${values.email})`,
    ),
  );
  if (same) throw conflict(EMAIL_TAKEN);
  let id: string;
  try {
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into users (tenant_id, email, display_name, initials, roles, invited_at, invited_by)
        values (${tenantId}, ${values.email}, ${values.displayName}, ${initialsOf(values.displayName)},
                ${sql.param(values.roles, users.roles)}, ${values.now.toISOString()}::timestamptz, ${values.invitedBy})
        returning id`),
    );
    id = row!.id;
  } catch (error) {
    // an account of another tenant has the address (e-mails of accounts are unique: sign-in asks only for it)
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
  return findTenantUser(tx, tenantId, id);
}

export async function changeRoles(
  tx: Tx,
  tenantId: string,
  userId: string,
  change: { roles: string[]; dbVersion: number },
): Promise<TenantUser> {
  const user = await userForChange(tx, tenantId, userId, change.dbVersion);
  // roles this page does not manage (e.g. synced from elsewhere) stay as they are
  const kept = user.roles.filter((role) => !(ASSIGNABLE_ROLES as readonly string[]).includes(role));
  const roles = [...change.roles, ...kept];
  if (
    isActiveAdmin(user) &&
    !roles.includes(QMS_ADMIN) &&
    (await otherActiveAdmins(tx, tenantId, userId)) === 0
  )
    throw conflict(LAST_ADMIN_ROLE);
  await tx.execute(sql`
    update users set roles = ${sql.param(roles, users.roles)}, db_version = db_version + 1, updated_at = now()
     where tenant_id = ${tenantId} and id = ${userId}`);
  return findTenantUser(tx, tenantId, userId);
}

/**
 * Disables or enables a user. Disabling ends every session of the user in the same transaction (refresh tokens
 * stop at once, access tokens at the next session check) and answers the ended session ids.
 */
export async function setDisabled(
  tx: Tx,
  tenantId: string,
  userId: string,
  change: { disabled: boolean; dbVersion: number; now: Date },
): Promise<{ user: TenantUser; endedSessions: string[] }> {
  const user = await userForChange(tx, tenantId, userId, change.dbVersion);
  if ((user.status === 'disabled') === change.disabled) return { user, endedSessions: [] };
  if (change.disabled && isActiveAdmin(user) && (await otherActiveAdmins(tx, tenantId, userId)) === 0)
    throw conflict(LAST_ADMIN_DISABLE);
  await tx.execute(sql`
    update users set disabled_at = ${change.disabled ? change.now.toISOString() : null}::timestamptz,
                     db_version = db_version + 1, updated_at = now()
     where tenant_id = ${tenantId} and id = ${userId}`);
  const endedSessions = change.disabled
    ? rowsOf<{ id: string }>(
        await tx.execute(
          sql`select id::text from qms_end_user_sessions(${userId}::uuid, 'user disabled') as id`,
        ),
      ).map((row) => row.id)
    : [];
  return { user: await findTenantUser(tx, tenantId, userId), endedSessions };
}

/** Marks a new invitation (resend): its time and sender, so the trail shows who sent it again. */
export async function markInvited(
  tx: Tx,
  tenantId: string,
  userId: string,
  invitedBy: string | null,
  now: Date,
) {
  await tx.execute(sql`
    update users set invited_at = ${now.toISOString()}::timestamptz, invited_by = ${invitedBy},
                     db_version = db_version + 1, updated_at = now()
     where tenant_id = ${tenantId} and id = ${userId}`);
  return findTenantUser(tx, tenantId, userId);
}

export async function lockedUser(tx: Tx, tenantId: string, userId: string): Promise<TenantUser> {
  return userForChange(tx, tenantId, userId);
}

/** Stores the hash of a new single-use link (older unused links of the user stop working); see migration 0009. */
export async function issueLink(
  tx: Tx,
  userId: string,
  link: { tokenHash: string; purpose: 'invitation' | 'reset'; now: Date; expiresAt: Date },
): Promise<void> {
  await tx.execute(sql`select qms_issue_user_link(${userId}::uuid, ${link.tokenHash}, ${link.purpose},
    ${link.now.toISOString()}::timestamptz, ${link.expiresAt.toISOString()}::timestamptz)`);
}

/** The tenant's active admins, to be told of a security event (e.g. repeated failed signature attempts). */
export async function activeTenantAdmins(tx: Tx, tenantId: string): Promise<TenantUser[]> {
  return (await listTenantUsers(tx, tenantId)).filter((u) => u.status === 'active' && isQmsAdmin(u));
}

/** A user of the tenant's directory as other modules read it (never the password hash). */
export interface DirectoryRow {
  userId: string;
  displayName: string;
  email: string;
  roles: string[];
}

/** The tenant's enabled users among `userIds` (compared as lower-case text: an id that is no UUID is not found). */
export async function enabledUsersByIds(
  tx: Tx,
  tenantId: string,
  userIds: readonly string[],
): Promise<DirectoryRow[]> {
  if (userIds.length === 0) return [];
  return rowsOf<DirectoryRow>(
    await tx.execute(sql`
      select id::text as "userId", display_name as "displayName", email, roles from users
       where tenant_id = ${tenantId} and disabled_at is null
         and id = any(${idArray(userIds.map((id) => id.toLowerCase()))})`),
  );
}

/** The e-mail addresses of the tenant's enabled users among `userIds` (mails to a release's participants). */
export async function enabledUserEmails(
  tx: Tx,
  tenantId: string,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  return new Map((await enabledUsersByIds(tx, tenantId, userIds)).map((u) => [u.userId, u.email]));
}

/** A user's display name in the directory (disabled users too: a signature names who signed), if any. */
export async function displayNameOf(tx: Tx, tenantId: string, userId: string): Promise<string | undefined> {
  if (!isIdText(userId)) return undefined;
  const [row] = rowsOf<{ displayName: string }>(
    await tx.execute(
      sql`select display_name as "displayName" from users where tenant_id = ${tenantId} and id = ${userId}::uuid`,
    ),
  );
  return row?.displayName;
}

/** A user of the directory as other modules name them: disabled ones too (job-role holders stay listed). */
export interface DirectoryEntry {
  userId: string;
  displayName: string;
  email: string;
  disabled: boolean;
}

/** The tenant's users among `userIds`, disabled ones included (an id that is no UUID is not found). */
export async function directoryEntriesByIds(
  tx: Tx,
  tenantId: string,
  userIds: readonly string[],
): Promise<DirectoryEntry[]> {
  if (userIds.length === 0) return [];
  return rowsOf<DirectoryEntry>(
    await tx.execute(sql`
      select id::text as "userId", display_name as "displayName", email, disabled_at is not null as disabled
        from users
       where tenant_id = ${tenantId}
         and id = any(${idArray(userIds.map((id) => id.toLowerCase()))})`),
  );
}

/** Every user of the tenant by name, disabled ones marked (the training matrix, issue 29.5). */
export async function tenantUserNames(
  tx: Tx,
  tenantId: string,
): Promise<{ userId: string; displayName: string; disabled: boolean }[]> {
  return rowsOf(
    await tx.execute(sql`
      select id::text as "userId", display_name as "displayName", disabled_at is not null as disabled from users
       where tenant_id = ${tenantId} order by lower(display_name), email`),
  );
}
