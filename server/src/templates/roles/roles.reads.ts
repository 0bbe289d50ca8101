import { and, eq, inArray } from 'drizzle-orm';
import type { Role } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { isUuid } from '../../db/uuid';
import { roles } from '../schema';

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
