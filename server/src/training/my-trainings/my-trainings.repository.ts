import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant';
import { trainingAssignments as A } from '../schema';

// The reads and the confirmation of one user's training assignments (issue 29.4).

const columns = {
  id: A.id,
  dbVersion: A.dbVersion,
  userId: A.userId,
  artifactType: A.artifactType,
  artifactId: A.artifactId,
  versionId: A.artifactVersionId,
  version: A.version,
  documentName: A.documentName,
  reason: A.reason,
  roleIds: A.roleIds,
  assignedAt: A.assignedAt,
  dueDate: A.dueDate,
  state: A.state,
  confirmedAt: A.confirmedAt,
  closedAt: A.closedAt,
};

const selectAssignments = (tx: Tx) => tx.select(columns).from(A);
export type AssignmentRow = Awaited<ReturnType<typeof selectAssignments>>[number];

/** The user's assignments: OPEN first by due date, then the closed ones, the latest closed first. */
export function assignmentsOfUser(tx: Tx, tenantId: string, userId: string): Promise<AssignmentRow[]> {
  return selectAssignments(tx)
    .where(and(eq(A.tenantId, tenantId), eq(A.userId, userId)))
    .orderBy(
      sql`case when ${A.state} = 'OPEN' then 0 else 1 end`,
      sql`case when ${A.state} = 'OPEN' then ${A.dueDate} end asc`,
      desc(sql`coalesce(${A.confirmedAt}, ${A.closedAt})`),
      asc(A.documentName),
    );
}

/** One assignment of the tenant (locked for the confirmation), or undefined. */
export async function findAssignment(
  tx: Tx,
  tenantId: string,
  id: string,
  lock = false,
): Promise<AssignmentRow | undefined> {
  const query = selectAssignments(tx).where(and(eq(A.tenantId, tenantId), eq(A.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** OPEN → CONFIRMED with the signature (the audit trigger records it). */
export async function confirmAssignment(
  tx: Tx,
  tenantId: string,
  id: string,
  signature: { id: string; signedAt: string },
): Promise<AssignmentRow> {
  const [row] = await tx
    .update(A)
    .set({
      state: 'CONFIRMED',
      confirmedAt: new Date(signature.signedAt),
      closedAt: new Date(signature.signedAt),
      signatureId: signature.id,
      dbVersion: sql`${A.dbVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(A.tenantId, tenantId), eq(A.id, id), eq(A.state, 'OPEN')))
    .returning(columns);
  return row!;
}
