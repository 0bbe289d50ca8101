import { isOverdue, TRAINING_RECORD_NOT_FOUND } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { displayNameOf } from '../../platform/index';
import { signaturesByIds } from '../../signatures/index';
import { processAssignments } from './matrix.repository';
import { releasedProcesses } from './matrix.service';

// A training record (issue 29.5): who read which version of a process when, with the signature that confirms it
// (meaning, printed name, time), and what is still open or overdue — of one user, or of one process.

export interface RecordLine {
  /** the process (user record) or the user (process record) */
  subject: string;
  version: number;
  assignedAt: string;
  dueDate: string;
  overdue: boolean;
  signature: { signedAt: string; meaning: string; printedName: string } | null;
}

export interface TrainingRecord {
  kind: 'user' | 'process';
  name: string;
  today: string;
  confirmed: RecordLine[];
  open: RecordLine[];
}

export async function trainingRecord(
  tx: Tx,
  tenantId: string,
  of: { userId: string } | { artifactId: string },
  today: string,
): Promise<TrainingRecord> {
  const assignments = await processAssignments(
    tx,
    tenantId,
    'userId' in of ? { userIds: [of.userId] } : { artifactId: of.artifactId },
  );
  let name: string | undefined;
  if ('userId' in of) {
    name = await displayNameOf(tx, tenantId, of.userId);
  } else {
    name =
      (await releasedProcesses(tx, tenantId, today, of.artifactId))[0]?.name ??
      assignments.at(-1)?.documentName;
  }
  if (name === undefined) throw notFound(TRAINING_RECORD_NOT_FOUND);
  const signatures = await signaturesByIds(
    tx,
    tenantId,
    assignments.flatMap((a) => (a.signatureId ? [a.signatureId] : [])),
  );
  const lines = assignments.map((a): RecordLine & { state: string } => {
    const signature = a.signatureId ? signatures.get(a.signatureId) : undefined;
    return {
      state: a.state,
      subject: 'userId' in of ? a.documentName : a.userDisplayName,
      version: a.version,
      assignedAt: a.assignedAt,
      dueDate: a.dueDate,
      overdue: a.state === 'OPEN' && isOverdue(a.dueDate, today),
      signature: signature
        ? { signedAt: signature.signedAt, meaning: signature.meaning, printedName: signature.printedName }
        : null,
    };
  });
  const bySubject = (a: RecordLine, b: RecordLine) =>
    a.subject.localeCompare(b.subject) || a.version - b.version;
  return {
    kind: 'userId' in of ? 'user' : 'process',
    name,
    today,
    confirmed: lines.filter((l) => l.state === 'CONFIRMED').sort(bySubject),
    open: lines.filter((l) => l.state === 'OPEN').sort(bySubject),
  };
}
