import {
  CHANGE_CONTROL_ERRORS as E,
  ReleaseApprove,
  ReleaseCancel,
  ReleaseComplete,
  ReleaseCreate,
  type ChangeControlRelease,
  type SessionUser,
  type SignatureMeaning,
  addDays,
} from '@qms/shared-api/contract';
import type { z } from 'zod';
import { setAuditReason, type Tx } from '../db/tenant';
import { conflict, HttpError } from '../http/errors';
import { contentHash, insertSignature } from '../signatures/index';
import type { ChangeControlHost, HostVersion } from './host';
import { checkFourEyesAtStart, completeRulesRefusal, secondCapacityRefusal } from './release-rules';
import {
  currentRelease,
  insertRelease,
  listReleases,
  updateParticipant,
  updateRelease,
} from './releases.repository';
import {
  checkCancel,
  checkComplete,
  checkDecision,
  checkStart,
  DECISION_OF,
  type DecisionAction,
  type Refusal,
} from './state-machine';
import { releaseCompleted } from './release-listeners';
import { documentControlSettings } from './settings';
import { recordWithdrawal } from './signed-record';
import { directoryUsers, printedNameOf } from './users';

// The workflow of spec 1 §4 on top of the pure state machine: every action locks the version, then its release
// (always in that order, so concurrent actions serialise without deadlocks), checks, signs, writes.

export interface CcContext {
  tx: Tx;
  user: SessionUser;
  host: ChangeControlHost;
}
type Out<S extends z.ZodType> = z.output<S>;

const refuse = (refusal: Refusal): never => {
  throw new HttpError(refusal.status, refusal.message);
};

/** The release as answered after a change (re-read, so dbVersions and signatures are the stored ones). */
async function reread(ctx: CcContext, versionId: string, releaseId: string): Promise<ChangeControlRelease> {
  const all = await listReleases(ctx.tx, ctx.user.tenantId, ctx.host.artifactType, versionId);
  return all.find((r) => r.id === releaseId)!;
}

/** Stores the signed-in user's signature on the version (the password was checked before the transaction). */
export async function sign(
  ctx: CcContext,
  version: HostVersion,
  meaning: SignatureMeaning,
  releaseId: string | null,
) {
  const { tx, user, host } = ctx;
  return insertSignature(tx, user.tenantId, {
    signerUserId: user.userId,
    printedName: await printedNameOf(tx, user),
    meaning,
    recordType: host.artifactType,
    recordId: version.versionId,
    recordVersion: version.version,
    contentHash: contentHash(await host.signedContent(tx, user.tenantId, version)),
    releaseId,
  });
}

export async function startRelease(
  ctx: CcContext,
  versionId: string,
  body: Out<typeof ReleaseCreate>,
): Promise<ChangeControlRelease> {
  const { tx, user, host } = ctx;
  const version = await host.loadVersion(tx, user.tenantId, versionId, true);
  const current = await currentRelease(tx, user.tenantId, host.artifactType, versionId, true);
  const refusal = checkStart(version.releaseState, current);
  if (refusal) refuse(refusal);
  const people = await directoryUsers(tx, user.tenantId, [
    user.userId,
    body.expectedDecider,
    ...body.authorUserIds,
    ...body.approverUserIds,
  ]);
  const releaser = people.get(body.expectedDecider)!;
  if (!releaser.isAdmin) throw conflict(E.releaserNotAdmin);
  await checkFourEyesAtStart(tx, user.tenantId, body);
  const name = (id: string) => people.get(id)!.displayName;
  const releaseId = await insertRelease(tx, user.tenantId, {
    artifactType: host.artifactType,
    artifactId: version.artifactId,
    artifactVersionId: versionId,
    initiatedBy: user.userId,
    initiatedByDisplayName: name(user.userId),
    initiatedComment: body.comment,
    dueDate: body.dueDate ?? null,
    effectiveDate: body.effectiveDate ?? null,
    expectedDecider: releaser.userId,
    expectedDeciderDisplayName: releaser.displayName,
    participants: [
      ...body.authorUserIds.map((userId) => ({
        kind: 'AUTHOR' as const,
        userId,
        userDisplayName: name(userId),
      })),
      ...body.approverUserIds.map((userId) => ({
        kind: 'APPROVER' as const,
        userId,
        userDisplayName: name(userId),
      })),
    ],
  });
  await host.setReleaseState(tx, user.tenantId, versionId, 'IN_RELEASE');
  return reread(ctx, versionId, releaseId);
}

/** Loads the version and its release, both locked, for an action on the running release. */
async function lockRunning(ctx: CcContext, versionId: string) {
  const version = await ctx.host.loadVersion(ctx.tx, ctx.user.tenantId, versionId, true);
  const release = await currentRelease(ctx.tx, ctx.user.tenantId, ctx.host.artifactType, versionId, true);
  return { version, release };
}

/** Cancel: the release stays as history (CANCELLED), the version goes back to DRAFT. */
export async function cancelRelease(
  ctx: CcContext,
  versionId: string,
  body: Out<typeof ReleaseCancel>,
): Promise<ChangeControlRelease> {
  const { tx, user, host } = ctx;
  const { release } = await lockRunning(ctx, versionId);
  const refusal = checkCancel(release, body.dbVersion);
  if (refusal) refuse(refusal);
  // the required reason (issue 27.4): the history's decision comment and the audit trail's reason
  await setAuditReason(tx, body.comment);
  await updateRelease(tx, user.tenantId, release!.id, {
    state: 'CANCELLED',
    decidedAt: new Date(),
    decidedBy: user.userId,
    decidedByDisplayName: await printedNameOf(tx, user),
    decidedComment: body.comment,
  });
  await host.setReleaseState(tx, user.tenantId, versionId, 'DRAFT');
  return reread(ctx, versionId, release!.id);
}

/**
 * Complete (signed 'Released'): the version becomes RELEASED, and an older RELEASED version of the artifact
 * becomes OBSOLETE (only one version is in force; docs/adr/0060-release-rules.md).
 */
export async function completeRelease(
  ctx: CcContext,
  versionId: string,
  body: Out<typeof ReleaseComplete>,
): Promise<ChangeControlRelease> {
  const { tx, user, host } = ctx;
  const { version, release } = await lockRunning(ctx, versionId);
  const refusal =
    checkComplete(release, body.dbVersion, user.userId) ??
    (await completeRulesRefusal(tx, user.tenantId, version, release!));
  if (refusal) refuse(refusal);
  // the release's reason is why the version changed: its Change Description (required above); the optional
  // comment is the release's decided comment
  await setAuditReason(tx, version.changeDescription);
  const signature = await sign(ctx, version, 'Released', release!.id);
  // named at start, or the release day + the tenant's training period (issue 29.2)
  const effectiveDate =
    release!.effectiveDate ??
    addDays(
      signature.signedAt.slice(0, 10),
      (await documentControlSettings(tx, user.tenantId)).trainingPeriodDays,
    );
  await updateRelease(tx, user.tenantId, release!.id, {
    state: 'COMPLETED',
    decidedAt: new Date(signature.signedAt),
    decidedBy: user.userId,
    decidedByDisplayName: signature.printedName,
    decidedComment: body.comment,
    signatureId: signature.id,
    effectiveDate,
  });
  for (const other of await host.listVersions(tx, user.tenantId, version.artifactId)) {
    if (other.versionId !== versionId && other.releaseState === 'RELEASED') {
      await host.setReleaseState(tx, user.tenantId, other.versionId, 'OBSOLETE');
    }
  }
  await host.setReleaseState(tx, user.tenantId, versionId, 'RELEASED');
  await releaseCompleted(tx, {
    tenantId: user.tenantId,
    artifactType: host.artifactType,
    artifactId: version.artifactId,
    versionId,
    version: version.version,
    name: version.name,
    releaseId: release!.id,
    effectiveDate,
    releasedBy: user.userId,
    extraTraineeIds: body.extraTraineeIds,
  });
  return reread(ctx, versionId, release!.id);
}

const MEANING: Record<Exclude<DecisionAction, 'revert'>, SignatureMeaning> = {
  approve: 'Approved',
  decline: 'Declined',
};

/** The checks of a decision without changing anything: run before the password is asked (routes `signed`). */
export async function precheckDecision(
  ctx: CcContext,
  versionId: string,
  action: DecisionAction,
  body: Pick<Out<typeof ReleaseApprove>, 'dbVersion' | 'participantId'>,
): Promise<void> {
  await ctx.host.loadVersion(ctx.tx, ctx.user.tenantId, versionId);
  const release = await currentRelease(ctx.tx, ctx.user.tenantId, ctx.host.artifactType, versionId);
  const checked = checkDecision(release, action, ctx.user.userId, body.dbVersion, body.participantId);
  if (checked.refusal) refuse(checked.refusal);
  const second = await secondCapacityRefusal(ctx.tx, ctx.user.tenantId, release!, checked.participant!.id);
  if (second) refuse(second);
}

/** The checks of complete without changing anything (before the password is asked). */
export async function precheckComplete(
  ctx: CcContext,
  versionId: string,
  body: Pick<Out<typeof ReleaseComplete>, 'dbVersion' | 'extraTraineeIds'>,
): Promise<void> {
  const version = await ctx.host.loadVersion(ctx.tx, ctx.user.tenantId, versionId);
  const release = await currentRelease(ctx.tx, ctx.user.tenantId, ctx.host.artifactType, versionId);
  const refusal =
    checkComplete(release, body.dbVersion, ctx.user.userId) ??
    (await completeRulesRefusal(ctx.tx, ctx.user.tenantId, version, release!));
  if (refusal) refuse(refusal);
  // the extra trainees are active users of the tenant (400 otherwise), told before any password is asked
  await directoryUsers(ctx.tx, ctx.user.tenantId, body.extraTraineeIds);
}

/** approve / decline (signed) and revert (back to OPEN) on the user's own participant record. */
export async function decide(
  ctx: CcContext,
  versionId: string,
  action: DecisionAction,
  body: Pick<Out<typeof ReleaseApprove>, 'comment' | 'dbVersion' | 'participantId'>,
): Promise<ChangeControlRelease> {
  const { tx, user } = ctx;
  const { version, release } = await lockRunning(ctx, versionId);
  const checked = checkDecision(release, action, user.userId, body.dbVersion, body.participantId);
  if (checked.refusal) refuse(checked.refusal);
  if (action !== 'revert') {
    const second = await secondCapacityRefusal(tx, user.tenantId, release!, checked.participant!.id);
    if (second) refuse(second);
  }
  // the audit trail's reason of the participant's change: the decision comment (why it was declined or reverted)
  if (body.comment) await setAuditReason(tx, body.comment);
  const participant = [...release!.authors, ...release!.approvers].find(
    (p) => p.id === checked.participant!.id,
  )!;
  // a revert takes the decision's signature out of force; the signature itself stays on the record (§11.70)
  if (action === 'revert' && participant.signature) {
    await recordWithdrawal(
      tx,
      user,
      { id: participant.id, signatureId: participant.signature.id },
      release!.id,
    );
  }
  const signature = action === 'revert' ? null : await sign(ctx, version, MEANING[action], release!.id);
  await updateParticipant(tx, user.tenantId, participant.id, {
    decision: DECISION_OF[action],
    comment: body.comment,
    decidedAt: signature ? new Date(signature.signedAt) : null,
    signatureId: signature?.id ?? null,
  });
  await updateRelease(tx, user.tenantId, release!.id, {});
  return reread(ctx, versionId, release!.id);
}
