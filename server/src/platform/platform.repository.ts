import { asc, eq, sql } from 'drizzle-orm';
import type { SessionUser, UserDirectoryEntry } from '@qms/shared-api/contract';
import { rowsOf, type Tx } from '../db/tenant';
import { qmsConfig, tenants, users } from '../db/schema/index';

// Queries filter by tenant explicitly even though row-level security would hide other tenants' rows anyway:
// the filter is the first wall, RLS the second.

const directoryColumns = {
  userId: users.id,
  displayName: users.displayName,
  email: users.email,
  roles: users.roles,
};

export function listUsers(tx: Tx, tenantId: string): Promise<UserDirectoryEntry[]> {
  return tx
    .select(directoryColumns)
    .from(users)
    .where(eq(users.tenantId, tenantId))
    .orderBy(asc(sql`lower(${users.displayName})`));
}

/** Creates or refreshes the caller's directory entry (and tenant) from the verified token claims. */
export async function syncUser(tx: Tx, user: SessionUser): Promise<UserDirectoryEntry> {
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

export async function readConfig(tx: Tx, tenantId: string, key: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ value: qmsConfig.value })
    .from(qmsConfig)
    .where(sql`${qmsConfig.tenantId} = ${tenantId} and ${qmsConfig.key} = ${key}`);
  return row?.value;
}

export async function writeConfig(tx: Tx, tenantId: string, key: string, value: string, userId: string) {
  await tx
    .insert(qmsConfig)
    .values({ tenantId, key, value, updatedBy: isUuid(userId) ? userId : null })
    .onConflictDoUpdate({
      target: [qmsConfig.tenantId, qmsConfig.key],
      set: { value, updatedBy: isUuid(userId) ? userId : null, updatedAt: sql`now()` },
    });
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
