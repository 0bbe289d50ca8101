import { and, eq, inArray } from 'drizzle-orm';
import type { Role } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { isUuid } from '../../db/uuid';
import { roleHolders, roles } from '../schema';

/** Of the given ids, those naming one of the tenant's roles (a malformed id is simply not one). */
export async function knownRoleIds(tx: Tx, tenantId: string, ids: readonly string[]): Promise<string[]> {
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return [];
  const rows = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), inArray(roles.id, uuids)));
  return rows.map((row) => row.id);
}

/** The names of the tenant's roles among the given ids (a process export prints a step's role by name). */
export async function roleNames(
  tx: Tx,
  tenantId: string,
  ids: readonly string[],
): Promise<Pick<Role, 'id' | 'name'>[]> {
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return [];
  return tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), inArray(roles.id, uuids)));
}

/**
 * Who holds which of the given roles (issue 29.1): one row per role and holder, for the training a release
 * assigns. Disabled users are still listed: the caller decides (training skips them).
 */
export async function holdersOfRoles(
  tx: Tx,
  tenantId: string,
  roleIds: readonly string[],
): Promise<{ roleId: string; userId: string }[]> {
  const uuids = roleIds.filter(isUuid);
  if (uuids.length === 0) return [];
  return tx
    .select({ roleId: roleHolders.roleId, userId: roleHolders.userId })
    .from(roleHolders)
    .where(and(eq(roleHolders.tenantId, tenantId), inArray(roleHolders.roleId, uuids)));
}
