import {
  TRAINING_ERRORS as E,
  trainingDocumentLink,
  type ChangeControlArtifactType,
  type MyTraining,
  type SessionUser,
} from '@qms/shared-api/contract';
import type { ChangeControlHost } from '../../change-control/index';
import type { Tx } from '../../db/tenant';
import { conflict, forbidden, notFound } from '../../http/errors';
import { displayNameOf } from '../../platform/index';
import { contentHash, insertSignature } from '../../signatures/index';
import { roleNames } from '../../templates/reads';
import {
  assignmentsOfUser,
  confirmAssignment,
  findAssignment,
  type AssignmentRow,
} from './my-trainings.repository';

// My Trainings (issue 29.4): the signed-in user's assignments, and their signed 'Read and understood'.

export type Hosts = ReadonlyMap<ChangeControlArtifactType, ChangeControlHost>;

async function answer(tx: Tx, tenantId: string, rows: AssignmentRow[]): Promise<MyTraining[]> {
  const names = new Map(
    (await roleNames(tx, tenantId, [...new Set(rows.flatMap((r) => r.roleIds))])).map((r) => [r.id, r.name]),
  );
  return rows.map(({ userId: _u, roleIds, ...row }) => ({
    ...row,
    artifactType: row.artifactType as MyTraining['artifactType'],
    reason: row.reason as MyTraining['reason'],
    state: row.state as MyTraining['state'],
    roleNames: roleIds.map((id) => names.get(id) ?? '').sort(),
    assignedAt: row.assignedAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    link: trainingDocumentLink(row.artifactType as MyTraining['artifactType'], row.versionId),
  }));
}

export async function myTrainings(tx: Tx, user: SessionUser): Promise<MyTraining[]> {
  return answer(tx, user.tenantId, await assignmentsOfUser(tx, user.tenantId, user.userId));
}

/**
 * The refusals of a confirmation, in the order a user understands them: unknown (404), someone else's (403), no
 * longer open (409), changed since read (409). Answers the assignment.
 */
export async function checkConfirm(
  tx: Tx,
  user: SessionUser,
  id: string,
  dbVersion: number,
  lock = false,
): Promise<AssignmentRow> {
  const row = await findAssignment(tx, user.tenantId, id, lock);
  if (!row) throw notFound(E.notFound);
  if (row.userId !== user.userId) throw forbidden(E.notAssignee);
  if (row.state !== 'OPEN') throw conflict(E.notOpen);
  if (row.dbVersion !== dbVersion) throw conflict(E.changed);
  return row;
}

/**
 * Signs 'Read and understood' on the version the assignment names (record type and id: the version, bound to the
 * SHA-256 of its signed content, as change control's signatures are), and closes the assignment CONFIRMED.
 */
export async function confirmTraining(
  tx: Tx,
  user: SessionUser,
  hosts: Hosts,
  id: string,
  dbVersion: number,
): Promise<MyTraining> {
  const row = await checkConfirm(tx, user, id, dbVersion, true);
  const artifactType = row.artifactType as ChangeControlArtifactType;
  const host = hosts.get(artifactType)!;
  const version = await host.loadVersion(tx, user.tenantId, row.versionId);
  const displayName = await displayNameOf(tx, user.tenantId, user.userId);
  const signature = await insertSignature(tx, user.tenantId, {
    signerUserId: user.userId,
    printedName: displayName || user.userName || user.email,
    meaning: 'Read and understood',
    recordType: artifactType,
    recordId: row.versionId,
    recordVersion: version.version,
    contentHash: contentHash(await host.signedContent(tx, user.tenantId, version)),
    releaseId: null,
  });
  const [confirmed] = await answer(tx, user.tenantId, [
    await confirmAssignment(tx, user.tenantId, id, signature),
  ]);
  return confirmed!;
}
