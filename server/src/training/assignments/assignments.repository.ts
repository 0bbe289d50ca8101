import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant';
import { trainingAssignments as A } from '../schema';

// The writes of training assignments on a release and their withdrawal (issue 29.3). Every write is audited by
// the table's trigger.

export interface NewAssignment {
  userId: string;
  userDisplayName: string;
  reason: 'ROLE' | 'EXTRA';
  roleIds: string[];
}

export interface ReleasedVersion {
  artifactType: 'SOP' | 'TEMPLATE';
  artifactId: string;
  versionId: string;
  version: number;
  name: string;
  releaseId: string;
  effectiveDate: string;
}

/** One assignment per (version, user): a second insert for the same pair changes nothing. */
export async function insertAssignments(
  tx: Tx,
  tenantId: string,
  released: ReleasedVersion,
  people: readonly NewAssignment[],
): Promise<void> {
  if (people.length === 0) return;
  await tx
    .insert(A)
    .values(
      people.map((p) => ({
        tenantId,
        userId: p.userId,
        userDisplayName: p.userDisplayName,
        artifactType: released.artifactType,
        artifactId: released.artifactId,
        artifactVersionId: released.versionId,
        version: released.version,
        documentName: released.name,
        releaseId: released.releaseId,
        reason: p.reason,
        roleIds: p.roleIds,
        dueDate: released.effectiveDate,
      })),
    )
    .onConflictDoNothing();
}

const withdrawn = {
  state: 'WITHDRAWN',
  closedAt: sql`now()`,
  dbVersion: sql`${A.dbVersion} + 1`,
  updatedAt: sql`now()`,
};

/**
 * The users' OPEN assignments on older versions of the artifact are WITHDRAWN: they now read the new version.
 * CONFIRMED ones stay (a signed record is never changed).
 */
export async function withdrawSuperseded(
  tx: Tx,
  tenantId: string,
  released: ReleasedVersion,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .update(A)
    .set(withdrawn)
    .where(
      and(
        eq(A.tenantId, tenantId),
        eq(A.artifactType, released.artifactType),
        eq(A.artifactId, released.artifactId),
        ne(A.artifactVersionId, released.versionId),
        eq(A.state, 'OPEN'),
        inArray(A.userId, [...userIds]),
      ),
    );
}

/** The users' OPEN assignments that a role caused, with those roles. */
export function openRoleAssignmentsOf(
  tx: Tx,
  tenantId: string,
  userIds: readonly string[],
): Promise<{ id: string; userId: string; roleIds: string[] }[]> {
  return tx
    .select({ id: A.id, userId: A.userId, roleIds: A.roleIds })
    .from(A)
    .where(
      and(
        eq(A.tenantId, tenantId),
        eq(A.state, 'OPEN'),
        eq(A.reason, 'ROLE'),
        inArray(A.userId, [...userIds]),
      ),
    );
}

/** Withdraws the given assignments if they are still OPEN. */
export async function withdrawAssignments(tx: Tx, tenantId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(A)
    .set(withdrawn)
    .where(and(eq(A.tenantId, tenantId), eq(A.state, 'OPEN'), inArray(A.id, [...ids])));
}
