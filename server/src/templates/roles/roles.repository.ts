import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { Role, RoleWrite } from '@qms/shared-api/contract';
import { isUniqueViolation } from '../../db/errors';
import type { Tx } from '../../db/tenant';
import { roles, templates } from '../../db/schema/index';
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
};

const roleNotFound = (id: string) => notFound(`Role ${id} not found`);
const duplicateName = (name: string) => conflict(`A role named "${name}" already exists.`);

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

export async function updateRole(tx: Tx, tenantId: string, id: string, values: RoleValues): Promise<Role> {
  await assertNameFree(tx, tenantId, values.name, id);
  const [row] = await guardUniqueName(values.name, () =>
    tx
      .update(roles)
      .set({ ...values, dbVersion: sql`${roles.dbVersion} + 1`, updatedAt: sql`now()` })
      .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)))
      .returning(roleColumns),
  );
  if (!row) throw roleNotFound(id);
  return row;
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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A role still assigned to templates or process steps is not deleted (409): silently clearing the assignment
 * would change released, controlled documents. See docs/decisions.md.
 */
export async function deleteRole(tx: Tx, tenantId: string, id: string): Promise<void> {
  const [role] = await tx
    .select({ name: roles.name })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)))
    .for('update');
  if (!role) throw roleNotFound(id);
  const usage = await roleUsage(tx, tenantId, id);
  if (usage.templates > 0 || usage.steps > 0) {
    const uses = [
      usage.templates > 0 ? plural(usage.templates, 'template version', 'template versions') : undefined,
      usage.steps > 0 ? plural(usage.steps, 'process step', 'process steps') : undefined,
    ].filter(Boolean);
    throw conflict(
      `The role "${role.name}" is still assigned to ${uses.join(' and ')}. Remove these assignments before deleting the role.`,
    );
  }
  await tx.delete(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)));
}
