import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import {
  ROLE_CHANGED_BY_SOMEONE_ELSE,
  roleInUseMessage,
  roleNameTakenMessage,
  type Role,
  type RoleWrite,
} from '@qms/shared-api/contract';
import { isUniqueViolation } from '../../db/errors';
import type { Tx } from '../../db/tenant';
import { roles, templates } from '../schema';
import { conflict, notFound } from '../../http/errors';
import { countStepsWithRole } from '../../processes/index';

type RoleValues = Required<Omit<RoleWrite, 'srId'>> & { srId: string | null };

const roleColumns = {
  id: roles.id,
  name: roles.name,
  responsibility: roles.responsibility,
  authority: roles.authority,
  requirements: roles.requirements,
  srId: roles.srId,
  dbVersion: roles.dbVersion,
};

const roleNotFound = (id: string) => notFound(`Role ${id} not found`);
const duplicateName = (name: string) => conflict(roleNameTakenMessage(name));

export function listRoles(tx: Tx, tenantId: string): Promise<Role[]> {
  return tx
    .select(roleColumns)
    .from(roles)
    .where(eq(roles.tenantId, tenantId))
    .orderBy(asc(sql`lower(${roles.name})`), asc(roles.id));
}

async function assertNameFree(tx: Tx, tenantId: string, name: string, exceptId?: string): Promise<void> {
  const [clash] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), sql`lower(${roles.name}) = lower(${name})`));
  if (clash && clash.id !== exceptId) throw duplicateName(name);
}

/** The unique index is the real guard (two admins saving at once); this turns its violation into the message. */
async function guardUniqueName<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(name);
    throw error;
  }
}

export async function createRole(tx: Tx, tenantId: string, values: RoleValues): Promise<Role> {
  await assertNameFree(tx, tenantId, values.name);
  const [row] = await guardUniqueName(values.name, () =>
    tx
      .insert(roles)
      .values({ tenantId, ...values })
      .returning(roleColumns),
  );
  return row!;
}

/**
 * Optimistic concurrency (db/schema/columns.ts): the update applies only while the row still has the `dbVersion`
 * the client read, and bumps it. No row updated means either the role is gone (404) or someone else saved in
 * between (409, ROLE_CHANGED_BY_SOMEONE_ELSE) — then nothing is written and the other save stands.
 */
export async function updateRole(
  tx: Tx,
  tenantId: string,
  id: string,
  { dbVersion, ...values }: RoleValues & { dbVersion: number },
): Promise<Role> {
  await assertNameFree(tx, tenantId, values.name, id);
  const [row] = await guardUniqueName(values.name, () =>
    tx
      .update(roles)
      .set({ ...values, dbVersion: sql`${roles.dbVersion} + 1`, updatedAt: sql`now()` })
      .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id), eq(roles.dbVersion, dbVersion)))
      .returning(roleColumns),
  );
  if (row) return row;
  const [exists] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)));
  throw exists ? conflict(ROLE_CHANGED_BY_SOMEONE_ELSE) : roleNotFound(id);
}

/** How often a role is assigned: as approver or releaser of a template version, and to process steps. */
export async function roleUsage(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<{ templates: number; steps: number }> {
  const [templateUse] = await tx
    .select({ n: count() })
    .from(templates)
    .where(
      and(
        eq(templates.tenantId, tenantId),
        or(eq(templates.reviewerRoleId, id), eq(templates.releaserRoleId, id)),
      ),
    );
  const steps = await countStepsWithRole(tx, tenantId, id);
  return { templates: Number(templateUse?.n ?? 0), steps };
}

/**
 * A role still assigned to templates or process steps is not deleted (409): silently clearing the assignment
 * would change released, controlled documents. See docs/adr/0017-items-in-use-are-not-deleted.md.
 */
export async function deleteRole(tx: Tx, tenantId: string, id: string): Promise<void> {
  const [role] = await tx
    .select({ name: roles.name })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)))
    .for('update');
  if (!role) throw roleNotFound(id);
  const usage = await roleUsage(tx, tenantId, id);
  // the same message as the browser mock (shared contract)
  if (usage.templates > 0 || usage.steps > 0) throw conflict(roleInUseMessage(role.name, usage));
  await tx.delete(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)));
}
