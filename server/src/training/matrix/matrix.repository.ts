import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/tenant';
import { idArray } from '../../db/uuid';
import { trainingAssignments as A } from '../schema';

// The training module's reads for the matrix and the training records (issue 29.5). Withdrawn assignments are no
// training and no duty: they are left out of both.

export interface MatrixAssignment {
  id: string;
  userId: string;
  userDisplayName: string;
  artifactId: string;
  version: number;
  documentName: string;
  state: 'OPEN' | 'CONFIRMED';
  assignedAt: string;
  dueDate: string;
  confirmedAt: string | null;
  signatureId: string | null;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const columns = {
  id: A.id,
  userId: A.userId,
  userDisplayName: A.userDisplayName,
  artifactId: A.artifactId,
  version: A.version,
  documentName: A.documentName,
  state: A.state,
  assignedAt: A.assignedAt,
  dueDate: A.dueDate,
  confirmedAt: A.confirmedAt,
  signatureId: A.signatureId,
};

/**
 * The open and confirmed process trainings of the tenant, or of some users, of one process, or both, oldest first:
 * a filtered matrix or one record reads only what it shows (the indexes on user and on process).
 */
export async function processAssignments(
  tx: Tx,
  tenantId: string,
  of: { userIds?: readonly string[]; artifactId?: string } = {},
): Promise<MatrixAssignment[]> {
  if (of.userIds?.length === 0) return [];
  const rows = await tx
    .select(columns)
    .from(A)
    .where(
      and(
        eq(A.tenantId, tenantId),
        eq(A.artifactType, 'SOP'),
        ne(A.state, 'WITHDRAWN'),
        of.userIds ? inArray(A.userId, [...of.userIds]) : undefined,
        of.artifactId ? eq(A.artifactId, of.artifactId) : undefined,
      ),
    )
    .orderBy(asc(A.assignedAt), asc(A.version));
  return rows.map((r) => ({
    ...r,
    state: r.state as MatrixAssignment['state'],
    assignedAt: iso(r.assignedAt)!,
    confirmedAt: iso(r.confirmedAt),
  }));
}

/**
 * Which of `userIds` have an open or confirmed process training (a disabled user's record is still asked for): one
 * probe per user, whatever the number of their trainings.
 */
export async function usersWithTraining(
  tx: Tx,
  tenantId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = rowsOf<{ userId: string }>(
    await tx.execute(sql`select u.id::text as "userId" from unnest(${idArray(userIds)}) as u(id)
      where exists (select 1 from training_assignments a
        where a.tenant_id = ${tenantId} and a.user_id = u.id and a.artifact_type = 'SOP' and a.state <> 'WITHDRAWN')`),
  );
  return new Set(rows.map((r) => r.userId));
}
