import { TRAINING_ERRORS } from '@qms/shared-api/contract';
import type { CompletedRelease } from '../../change-control/index';
import type { Tx } from '../../db/tenant';
import { badRequest } from '../../http/errors';
import { holdersOfRoles } from '../../templates/reads';
import { planTraining } from './assignments.plan';
import {
  insertAssignments,
  openRoleAssignmentsOf,
  withdrawAssignments,
  withdrawSuperseded,
} from './assignments.repository';

/**
 * The release listener (registered in route-table.ts): completing the release of a process version assigns its
 * training, inside the completing transaction (a failure rolls the release back). An older OPEN assignment of the
 * same process for someone now assigned the new version is withdrawn. Templates carry no steps, so their release
 * assigns nothing (and takes no extra trainees).
 */
export async function assignTrainingsOnRelease(tx: Tx, release: CompletedRelease): Promise<void> {
  if (release.artifactType !== 'SOP') {
    if (release.extraTraineeIds.length > 0) throw badRequest(TRAINING_ERRORS.extraNotSop);
    return;
  }
  const plan = await planTraining(tx, release.tenantId, release.versionId, release.extraTraineeIds);
  const released = { ...release, artifactType: release.artifactType };
  await insertAssignments(
    tx,
    release.tenantId,
    released,
    plan.trainees.map((t) => ({
      userId: t.userId,
      userDisplayName: t.displayName,
      reason: t.reason,
      roleIds: t.roleIds,
    })),
  );
  await withdrawSuperseded(
    tx,
    release.tenantId,
    released,
    plan.trainees.map((t) => t.userId),
  );
}

/**
 * After job roles were taken from users (the role holders' routes call it): their OPEN assignments caused by roles
 * they hold none of any more are WITHDRAWN. Signed (CONFIRMED) trainings and EXTRA ones are never touched.
 * Answers how many were withdrawn.
 */
export async function withdrawUnheldTrainings(
  tx: Tx,
  tenantId: string,
  userIds: readonly string[],
): Promise<number> {
  if (userIds.length === 0) return 0;
  const open = await openRoleAssignmentsOf(tx, tenantId, userIds);
  if (open.length === 0) return 0;
  const roleIds = [...new Set(open.flatMap((a) => a.roleIds))];
  const held = new Set((await holdersOfRoles(tx, tenantId, roleIds)).map((h) => `${h.userId}/${h.roleId}`));
  const unheld = open.filter((a) => !a.roleIds.some((roleId) => held.has(`${a.userId}/${roleId}`)));
  await withdrawAssignments(
    tx,
    tenantId,
    unheld.map((a) => a.id),
  );
  return unheld.length;
}
