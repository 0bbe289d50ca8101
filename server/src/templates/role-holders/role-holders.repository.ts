import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ROLE_HOLDER_ERRORS as E,
  USER_NOT_FOUND,
  type JobRoleHolding,
  type JobRoleHoldings,
  type RoleHolders,
} from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { badRequest, conflict, notFound } from '../../http/errors';
import { directoryEntriesByIds, type DirectoryEntry } from '../../platform/index';
import { withdrawUnheldTrainings } from '../../training/index';
import { knownRoleIds } from '../roles/roles.reads';
import { roleHolders, roles } from '../schema';

// Who holds which job role (issue 29.1). A change of a role's holders bumps the role's dbVersion (ADR 0144): the
// Role detail's holders and its form are one record, and a change through the Users page conflicts with a stale
// Role detail and the other way round. Holdings are tenant rows: the audit trigger records every add and removal.

interface Holding {
  roleId: string;
  userId: string;
}

const roleNotFound = (id: string) => notFound(`Role ${id} not found`);
const byName = (a: { displayName: string }, b: { displayName: string }) =>
  a.displayName.localeCompare(b.displayName);

/** The role's row, locked for a change of its holders (two admins changing one role run one after the other). */
async function lockedRoles(tx: Tx, tenantId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: roles.id, dbVersion: roles.dbVersion })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), inArray(roles.id, ids)))
    .orderBy(roles.id)
    .for('update');
}

async function holdingsOf(tx: Tx, tenantId: string, where: 'role' | 'user', id: string) {
  const column = where === 'role' ? roleHolders.roleId : roleHolders.userId;
  return tx
    .select({ roleId: roleHolders.roleId, userId: roleHolders.userId, assignedAt: roleHolders.assignedAt })
    .from(roleHolders)
    .where(and(eq(roleHolders.tenantId, tenantId), eq(column, id)));
}

export async function readRoleHolders(tx: Tx, tenantId: string, roleId: string): Promise<RoleHolders> {
  const [role] = await tx
    .select({ dbVersion: roles.dbVersion })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.id, roleId)));
  if (!role) throw roleNotFound(roleId);
  const rows = await holdingsOf(tx, tenantId, 'role', roleId);
  const people = new Map(
    (
      await directoryEntriesByIds(
        tx,
        tenantId,
        rows.map((r) => r.userId),
      )
    ).map((p) => [p.userId, p]),
  );
  const holders = rows.flatMap((row) => {
    const person = people.get(row.userId);
    if (!person) return [];
    return [{ ...person, assignedAt: new Date(row.assignedAt).toISOString() }];
  });
  return { roleId, dbVersion: role.dbVersion, holders: holders.sort(byName) };
}

/** New holders must be users of the tenant (400) and enabled (400 naming them); existing holders may stay. */
function assertAssignable(added: string[], people: Map<string, DirectoryEntry>): void {
  for (const userId of added) {
    const person = people.get(userId);
    if (!person) throw badRequest(E.unknownUser);
    if (person.disabled) throw badRequest(E.disabledUser(person.displayName));
  }
}

/**
 * Applies added and removed holdings and bumps the dbVersion of every role whose holders changed. The one place a
 * holding ends: training assignments already confirmed stay as they are (nothing here touches them).
 */
async function applyHolderChanges(
  tx: Tx,
  tenantId: string,
  added: Holding[],
  removed: Holding[],
  assignedBy: string,
): Promise<void> {
  if (added.length > 0) {
    await tx.insert(roleHolders).values(added.map((h) => ({ tenantId, ...h, assignedBy })));
  }
  for (const h of removed) {
    await tx
      .delete(roleHolders)
      .where(
        and(
          eq(roleHolders.tenantId, tenantId),
          eq(roleHolders.roleId, h.roleId),
          eq(roleHolders.userId, h.userId),
        ),
      );
  }
  // their OPEN trainings that only a removed role caused are withdrawn; signed ones stay (issue 29.3)
  if (removed.length > 0)
    await withdrawUnheldTrainings(tx, tenantId, [...new Set(removed.map((h) => h.userId))]);
  const changed = [...new Set([...added, ...removed].map((h) => h.roleId))];
  if (changed.length === 0) return;
  await tx
    .update(roles)
    .set({ dbVersion: sql`${roles.dbVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(roles.tenantId, tenantId), inArray(roles.id, changed)));
}

export async function replaceRoleHolders(
  tx: Tx,
  tenantId: string,
  roleId: string,
  body: { userIds: string[]; dbVersion: number },
  actingUserId: string,
): Promise<RoleHolders> {
  const [role] = await lockedRoles(tx, tenantId, [roleId]);
  if (!role) throw roleNotFound(roleId);
  if (role.dbVersion !== body.dbVersion) throw conflict(E.changed);
  const current = new Set((await holdingsOf(tx, tenantId, 'role', roleId)).map((h) => h.userId));
  const wanted = new Set(body.userIds);
  const added = body.userIds.filter((id) => !current.has(id));
  const people = new Map((await directoryEntriesByIds(tx, tenantId, added)).map((p) => [p.userId, p]));
  assertAssignable(added, people);
  const removed = [...current].filter((id) => !wanted.has(id));
  await applyHolderChanges(
    tx,
    tenantId,
    added.map((userId) => ({ roleId, userId })),
    removed.map((userId) => ({ roleId, userId })),
    actingUserId,
  );
  return readRoleHolders(tx, tenantId, roleId);
}

/** Every user of the tenant that holds a job role, with the roles held (the Users page's column). */
export async function jobRoleHoldings(tx: Tx, tenantId: string): Promise<JobRoleHoldings> {
  const rows = await tx
    .select({ roleId: roleHolders.roleId, userId: roleHolders.userId })
    .from(roleHolders)
    .where(eq(roleHolders.tenantId, tenantId))
    .orderBy(roleHolders.userId, roleHolders.roleId);
  const byUser = new Map<string, string[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.roleId]);
  return [...byUser].map(([userId, roleIds]) => ({ userId, roleIds }));
}

async function tenantUser(tx: Tx, tenantId: string, userId: string): Promise<DirectoryEntry> {
  const [person] = await directoryEntriesByIds(tx, tenantId, [userId]);
  if (!person) throw notFound(USER_NOT_FOUND);
  return person;
}

export async function userJobRoles(tx: Tx, tenantId: string, userId: string): Promise<JobRoleHolding> {
  const person = await tenantUser(tx, tenantId, userId);
  const rows = await holdingsOf(tx, tenantId, 'user', person.userId);
  return { userId: person.userId, roleIds: rows.map((r) => r.roleId).sort() };
}

/**
 * Replaces a user's job roles. Every role whose holders change must be named with the dbVersion read (409 when
 * missing or stale); a role that is no longer there is a 400; a disabled user gets no new role (400).
 */
export async function replaceUserJobRoles(
  tx: Tx,
  tenantId: string,
  userId: string,
  body: { roleIds: string[]; roleVersions: { roleId: string; dbVersion: number }[] },
  actingUserId: string,
): Promise<JobRoleHolding> {
  const person = await tenantUser(tx, tenantId, userId);
  const current = new Set((await holdingsOf(tx, tenantId, 'user', person.userId)).map((h) => h.roleId));
  const wanted = new Set(body.roleIds);
  const added = body.roleIds.filter((id) => !current.has(id));
  const removed = [...current].filter((id) => !wanted.has(id));
  if ((await knownRoleIds(tx, tenantId, added)).length !== added.length) throw badRequest(E.unknownRole);
  if (added.length > 0) assertAssignable([person.userId], new Map([[person.userId, person]]));
  const read = new Map(body.roleVersions.map((v) => [v.roleId.toLowerCase(), v.dbVersion]));
  for (const role of await lockedRoles(tx, tenantId, [...added, ...removed])) {
    if (read.get(role.id) !== role.dbVersion) throw conflict(E.jobRolesChanged);
  }
  await applyHolderChanges(
    tx,
    tenantId,
    added.map((roleId) => ({ roleId, userId: person.userId })),
    removed.map((roleId) => ({ roleId, userId: person.userId })),
    actingUserId,
  );
  return userJobRoles(tx, tenantId, person.userId);
}
