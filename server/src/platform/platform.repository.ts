import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { SessionUser, UserDirectoryEntry } from '@qms/shared-api/contract';
import { rowsOf, type Tx } from '../db/tenant';
import { qmsConfig, tenants, users } from './schema';

// Queries filter by tenant explicitly even though row-level security would hide other tenants' rows anyway:
// the filter is the first wall, RLS the second.

const directoryColumns = {
  userId: users.id,
  displayName: users.displayName,
  email: users.email,
  roles: users.roles,
};

/**
 * The directory the release workflow picks people from: active users only (neither disabled nor still invited),
 * by display name.
 */
export function listUsers(tx: Tx, tenantId: string): Promise<UserDirectoryEntry[]> {
  return tx
    .select(directoryColumns)
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        isNull(users.disabledAt),
        or(isNull(users.invitedAt), isNotNull(users.passwordSetAt)),
      ),
    )
    .orderBy(asc(sql`lower(${users.displayName})`));
}

/**
 * The caller's directory entry. With the embedded identity provider the `users` row IS the provider's account
 * (its roles are the only source of the next token's roles), so this only reads it: a still-valid token from
 * before a demotion must not write its old roles back. With an external provider the row records what the
 * provider's token says, and is written only when something differs (a GET that changes nothing writes nothing).
 */
export async function syncUser(
  tx: Tx,
  user: SessionUser,
  options: { embeddedProvider: boolean },
): Promise<UserDirectoryEntry | undefined> {
  const [current] = await tx
    .select({ ...directoryColumns, initials: users.initials })
    .from(users)
    .where(and(eq(users.tenantId, user.tenantId), eq(users.id, user.userId)))
    .limit(1);
  if (options.embeddedProvider) return current && entryOf(current);
  const values = {
    tenantId: user.tenantId,
    id: user.userId,
    email: user.email,
    displayName: user.userName,
    initials: user.userInitials,
    roles: user.roles,
  };
  if (
    current &&
    current.email === values.email &&
    current.displayName === values.displayName &&
    current.initials === values.initials &&
    sameRoles(current.roles, values.roles)
  ) {
    return entryOf(current);
  }
  await tx
    .insert(tenants)
    .values({ id: user.tenantId, name: user.tenantName || user.tenantId })
    .onConflictDoNothing();
  // Plain SQL naming only the granted columns: drizzle's insert lists every column (password_hash too, as
  // DEFAULT), and the request role has no privilege on password_hash (migration 0006).
  const result = await tx.execute(sql`
    insert into users (tenant_id, id, email, display_name, initials, roles)
    values (${user.tenantId}, ${user.userId}, ${user.email}, ${user.userName}, ${user.userInitials},
            ${sql.param(user.roles, users.roles)})
    on conflict (tenant_id, id) do update
      set email = excluded.email, display_name = excluded.display_name, initials = excluded.initials,
          roles = excluded.roles, updated_at = now()
    returning id as "userId", display_name as "displayName", email, roles`);
  const [row] = rowsOf<UserDirectoryEntry>(result);
  return row!;
}

const entryOf = ({ initials: _initials, ...entry }: UserDirectoryEntry & { initials: string }) => entry;

function sameRoles(a: string[], b: string[]): boolean {
  const [x, y] = [[...a].sort(), [...b].sort()];
  return x.length === y.length && x.every((role, i) => role === y[i]);
}

export async function tenantLogo(
  tx: Tx,
  tenantId: string,
): Promise<{ logo: Buffer; contentType: string } | undefined> {
  const [row] = await tx
    .select({ logo: tenants.logo, contentType: tenants.logoContentType })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!row?.logo) return undefined;
  return { logo: row.logo, contentType: row.contentType ?? 'application/octet-stream' };
}

/** A configuration string with its dbVersion; a key never written reads as '' with dbVersion 0. */
export async function readConfig(
  tx: Tx,
  tenantId: string,
  key: string,
): Promise<{ value: string; dbVersion: number }> {
  const [row] = await tx
    .select({ value: qmsConfig.value, dbVersion: qmsConfig.dbVersion })
    .from(qmsConfig)
    .where(sql`${qmsConfig.tenantId} = ${tenantId} and ${qmsConfig.key} = ${key}`);
  return row ?? { value: '', dbVersion: 0 };
}

/**
 * Stores a configuration string if it is still at `dbVersion` (the version the caller read), and answers the new
 * version; undefined when someone else wrote it in between. One statement: the insert of a key never written
 * expects 0, and a concurrent first insert makes the other one's conflict clause find version 1, not 0.
 */
export async function writeConfig(
  tx: Tx,
  tenantId: string,
  key: string,
  value: string,
  userId: string,
  dbVersion: number,
): Promise<number | undefined> {
  const updatedBy = isUuid(userId) ? userId : null;
  const set = { value, updatedBy, updatedAt: sql`now()`, dbVersion: sql`${qmsConfig.dbVersion} + 1` };
  if (dbVersion > 0) {
    // a version above 0 was read from a stored row: only that row at that version may change
    const [row] = await tx
      .update(qmsConfig)
      .set(set)
      .where(
        sql`${qmsConfig.tenantId} = ${tenantId} and ${qmsConfig.key} = ${key} and ${qmsConfig.dbVersion} = ${dbVersion}`,
      )
      .returning({ dbVersion: qmsConfig.dbVersion });
    return row?.dbVersion;
  }
  const [row] = await tx
    .insert(qmsConfig)
    .values({ tenantId, key, value, updatedBy, dbVersion: 1 })
    .onConflictDoUpdate({
      target: [qmsConfig.tenantId, qmsConfig.key],
      set,
      // rows stored before migration 0016 are at 0 too, so their first save goes through here
      setWhere: sql`${qmsConfig.dbVersion} = 0`,
    })
    .returning({ dbVersion: qmsConfig.dbVersion });
  return row?.dbVersion;
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** A directory entry without an identity-provider account, for tests and the generated route checks. */
export async function insertDirectoryUser(
  tx: Tx,
  tenantId: string,
  values: { email: string; displayName: string },
): Promise<UserDirectoryEntry> {
  const [row] = await tx
    .insert(users)
    .values({ tenantId, ...values, initials: 'XX', roles: [] })
    .returning(directoryColumns);
  return row!;
}

export async function setTenantLogo(tx: Tx, tenantId: string, logo: Buffer, contentType: string) {
  await tx.update(tenants).set({ logo, logoContentType: contentType }).where(eq(tenants.id, tenantId));
}
