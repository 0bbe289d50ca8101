import { and, asc, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/tenant';
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

/** The open and confirmed process trainings of the tenant, or of one user or one process, oldest first. */
export async function processAssignments(
  tx: Tx,
  tenantId: string,
  of: { userId?: string; artifactId?: string } = {},
): Promise<MatrixAssignment[]> {
  const rows = await tx
    .select(columns)
    .from(A)
    .where(
      and(
        eq(A.tenantId, tenantId),
        eq(A.artifactType, 'SOP'),
        ne(A.state, 'WITHDRAWN'),
        of.userId ? eq(A.userId, of.userId) : undefined,
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
