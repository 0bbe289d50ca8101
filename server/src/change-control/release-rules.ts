import {
  CHANGE_CONTROL_ERRORS as E,
  fourEyesRefusal,
  signsSecondCapacity,
  type ChangeControlRelease,
  type ReleaseChoice,
} from '@qms/shared-api/contract';
import type { Tx } from '../db/tenant';
import { badRequest } from '../http/errors';
import { fourEyesRequired } from '../platform/index';
import type { HostVersion } from './host';
import type { Refusal } from './state-machine';

// Four-eyes and required reasons (issue 27.3, 27.4) on top of the state machine. The rule itself is shared-api's
// (the Start form applies the same function); the tenant's setting decides whether it applies. It is checked at
// start and again when signing and completing, because the setting may have changed while the release ran.

/** Start: a refused choice of people is a 400 (the request itself is not acceptable). */
export async function checkFourEyesAtStart(tx: Tx, tenantId: string, choice: ReleaseChoice): Promise<void> {
  const refusal = fourEyesRefusal(choice, await fourEyesRequired(tx, tenantId));
  if (refusal) throw badRequest(refusal.message);
}

/** approve / decline: a user who signed in one capacity (author or approver) does not sign in the other. */
export async function secondCapacityRefusal(
  tx: Tx,
  tenantId: string,
  release: ChangeControlRelease,
  participantId: string,
): Promise<Refusal | null> {
  const record = [...release.authors, ...release.approvers].find((p) => p.id === participantId);
  if (!record) return null;
  return signsSecondCapacity(release, record, await fourEyesRequired(tx, tenantId))
    ? { status: 409, message: E.secondCapacity }
    : null;
}

/**
 * Complete: the version says why it changed (its Change Description, the release's reason), and the releaser is
 * not the only author when four-eyes applies.
 */
export async function completeRulesRefusal(
  tx: Tx,
  tenantId: string,
  version: HostVersion,
  release: ChangeControlRelease,
): Promise<Refusal | null> {
  if (!version.changeDescription.trim()) return { status: 400, message: E.changeDescriptionRequired };
  const choice = {
    authorUserIds: release.authors.map((p) => p.userId),
    approverUserIds: release.approvers.map((p) => p.userId),
    expectedDecider: release.expectedDecider,
  };
  const refusal = fourEyesRefusal(choice, await fourEyesRequired(tx, tenantId));
  return refusal ? { status: 409, message: refusal.message } : null;
}
