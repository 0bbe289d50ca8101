import {
  utcDay,
  type TrainingMatrix,
  type TrainingMatrixCell,
  type TrainingMatrixProcess,
  type TrainingMatrixQuery,
} from '@qms/shared-api/contract';
import { completedEffectiveDates, completedReleaseDates } from '../../change-control/index';
import type { Tx } from '../../db/tenant';
import { tenantUserNames } from '../../platform/index';
import { releasedSopVersions } from '../../processes/index';
import { holdersOfRoles } from '../../templates/reads';
import { processAssignments, usersWithTraining, type MatrixAssignment } from './matrix.repository';
import { cellOf, matchesStatus, processColumns } from './matrix.rules';

// The training matrix (issue 29.5): the released processes from the processes area, their effective dates from
// change control, the users from the platform, role holders from templates, the assignments from this module.

/** The released processes (or the one process `artifactId`) with the version in force on `today`. */
export async function releasedProcesses(
  tx: Tx,
  tenantId: string,
  today: string,
  artifactId?: string,
): Promise<TrainingMatrixProcess[]> {
  const versions = await releasedSopVersions(tx, tenantId, artifactId);
  // one process: its versions' releases only
  const dates =
    artifactId === undefined
      ? new Map((await completedReleaseDates(tx, tenantId, 'SOP')).map((r) => [r.versionId, r.effectiveDate]))
      : await completedEffectiveDates(
          tx,
          tenantId,
          'SOP',
          versions.map((v) => v.versionId),
        );
  return processColumns(
    versions.map((v) => ({ ...v, effectiveDate: dates.get(v.versionId) ?? null })),
    today,
  );
}

export interface MatrixLine {
  userId: string;
  displayName: string;
  process: TrainingMatrixProcess;
  cell: TrainingMatrixCell;
}

export async function trainingMatrix(
  tx: Tx,
  tenantId: string,
  query: TrainingMatrixQuery,
  now = new Date(),
): Promise<TrainingMatrix> {
  const today = query.today ?? utcDay(now);
  const allProcesses = await releasedProcesses(tx, tenantId, today);
  const users = await tenantUserNames(tx, tenantId);
  // enabled users, and a disabled one whose training record exists (an auditor still asks for it)
  const assigned = await usersWithTraining(
    tx,
    tenantId,
    users.filter((u) => u.disabled).map((u) => u.userId),
  );
  const allUsers = users.filter((u) => !u.disabled || assigned.has(u.userId));
  const holders = query.roleId
    ? new Set((await holdersOfRoles(tx, tenantId, [query.roleId])).map((h) => h.userId))
    : null;
  // only the trainings the rows can show: one user's, the role's holders', one process's
  const userIds = query.userId
    ? [query.userId].filter((id) => !holders || holders.has(id))
    : holders
      ? [...holders]
      : undefined;
  const assignments = await processAssignments(tx, tenantId, { userIds, artifactId: query.artifactId });
  const processes = allProcesses.filter((p) => !query.artifactId || p.artifactId === query.artifactId);
  const byUserAndProcess = new Map<string, MatrixAssignment[]>();
  for (const a of assignments) {
    const key = `${a.userId}/${a.artifactId}`;
    byUserAndProcess.set(key, [...(byUserAndProcess.get(key) ?? []), a]);
  }
  const rows = allUsers
    .filter((u) => (!holders || holders.has(u.userId)) && (!query.userId || u.userId === query.userId))
    .map((u) => ({
      userId: u.userId,
      displayName: u.displayName,
      cells: processes.map((p) => cellOf(p, byUserAndProcess.get(`${u.userId}/${p.artifactId}`) ?? [])),
    }))
    .filter((row) => !query.status || row.cells.some((c) => matchesStatus(c, query.status!, today)));
  return {
    today,
    processes,
    rows,
    userOptions: allUsers.map((u) => ({ id: u.userId, name: u.displayName })),
    processOptions: allProcesses.map((p) => ({ id: p.artifactId, name: p.name })),
  };
}

/** The matrix as one line per user and process; with a status filter only the lines that match it. */
export function matrixLines(matrix: TrainingMatrix, query: TrainingMatrixQuery): MatrixLine[] {
  return matrix.rows.flatMap((row) =>
    row.cells.flatMap((cell, i) =>
      !query.status || matchesStatus(cell, query.status, matrix.today)
        ? [{ userId: row.userId, displayName: row.displayName, process: matrix.processes[i]!, cell }]
        : [],
    ),
  );
}
