import { CHANGE_CONTROL_ERRORS, type TrainingReason } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { badRequest } from '../../http/errors';
import { enabledUsersByIds } from '../../platform/index';
import { trainingScopeOfVersion } from '../../processes/index';
import { holdersOfRoles } from '../../templates/reads';

// Whom a release of a process version trains (issue 29.3), computed the same way for the preview the releaser sees
// before signing and for the assignments written when the release completes.

export interface PlannedTrainee {
  userId: string;
  displayName: string;
  reason: TrainingReason;
  /** the roles that cause it (empty for EXTRA) */
  roleIds: string[];
}

export interface TrainingPlan {
  /** every role of the version counts: its first release, or its purpose changed since the previous one */
  allRoles: boolean;
  trainees: PlannedTrainee[];
}

const unique = <T>(values: Iterable<T>): T[] => [...new Set(values)];

/**
 * The active holders of the roles the version's steps name — on a new version only the roles of CREATED or
 * UPDATED steps, unless the purpose changed — plus the extra people named (each must be an active user of the
 * tenant: 400 otherwise). Disabled users are never trained. Sorted by name.
 */
export async function planTraining(
  tx: Tx,
  tenantId: string,
  versionId: string,
  extraTraineeIds: readonly string[] = [],
): Promise<TrainingPlan> {
  const scope = await trainingScopeOfVersion(tx, tenantId, versionId);
  const previous = scope.previousReleased;
  const allRoles = !previous || previous.purpose.trim() !== scope.purpose.trim();
  const roleIds = unique(
    scope.roleSteps.filter((s) => allRoles || s.versionState !== 'UNCHANGED').map((s) => s.roleId),
  );
  const rolesOf = new Map<string, string[]>();
  for (const { userId, roleId } of await holdersOfRoles(tx, tenantId, roleIds)) {
    rolesOf.set(userId, [...(rolesOf.get(userId) ?? []), roleId]);
  }
  const extras = unique(extraTraineeIds.map((id) => id.toLowerCase()));
  const extraRows = await enabledUsersByIds(tx, tenantId, extras);
  if (extraRows.length !== extras.length) throw badRequest(CHANGE_CONTROL_ERRORS.unknownUser);
  const holders = await enabledUsersByIds(tx, tenantId, [...rolesOf.keys()]);
  const trainees = new Map<string, PlannedTrainee>();
  for (const user of holders) {
    trainees.set(user.userId, {
      userId: user.userId,
      displayName: user.displayName,
      reason: 'ROLE',
      roleIds: rolesOf.get(user.userId)!.sort(),
    });
  }
  for (const user of extraRows) {
    if (!trainees.has(user.userId)) {
      trainees.set(user.userId, {
        userId: user.userId,
        displayName: user.displayName,
        reason: 'EXTRA',
        roleIds: [],
      });
    }
  }
  return {
    allRoles,
    trainees: [...trainees.values()].sort(
      (a, b) => a.displayName.localeCompare(b.displayName) || a.userId.localeCompare(b.userId),
    ),
  };
}
