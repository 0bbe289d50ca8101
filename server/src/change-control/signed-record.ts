import { and, eq, inArray } from 'drizzle-orm';
import {
  CAPACITY_OF_KIND,
  type ChangeControlArtifactType,
  type ParticipantKind,
  type SessionUser,
  type SignatureCapacity,
  type SignatureInForce,
  type SignedRecord,
  type WithdrawnSignature,
} from '@qms/shared-api/contract';
import type { Tx } from '../db/tenant';
import { releaseSignaturesOfRecord, type ReleaseSignature } from '../signatures/index';
import {
  changeControlParticipants as P,
  changeControlReleases as R,
  changeControlWithdrawals as W,
} from './schema';
import { printedNameOf } from './users';

// Which of a version's signatures are in force (issue 27.1, 27.2). A signature is immutable and stays on its
// record (§11.70); what takes it out of force is change control's: a Revert of its decision (a withdrawal row) or
// the cancellation of its release. In force: each participant's current decision, the release, the obsoletion.

/** The meanings of a release's signatures: the decisions, the release, and the obsoletion after it. */
const RELEASE_MEANINGS: ReadonlySet<string> = new Set(['Approved', 'Declined', 'Released', 'Made obsolete']);

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** Records that a participant's signed decision is withdrawn by the signed-in user (Revert; same transaction). */
export async function recordWithdrawal(
  tx: Tx,
  user: SessionUser,
  participant: { id: string; signatureId: string },
  releaseId: string,
): Promise<void> {
  await tx.insert(W).values({
    tenantId: user.tenantId,
    signatureId: participant.signatureId,
    releaseId,
    participantId: participant.id,
    withdrawnBy: user.userId,
    withdrawnByDisplayName: await printedNameOf(tx, user),
  });
}

type ParticipantRow = Pick<
  typeof P.$inferSelect,
  'id' | 'releaseId' | 'kind' | 'userId' | 'comment' | 'signatureId'
>;

/**
 * The participant record a decision signature was given in: the one holding it now, else the one its withdrawal
 * names; a revert from before withdrawals were recorded names none, so the signer's record in the release is
 * taken, an author's first (how a decision without participantId picks the record).
 */
function participantOf(
  signature: ReleaseSignature,
  participants: ParticipantRow[],
  withdrawnFrom: string | undefined,
): ParticipantRow | undefined {
  return (
    participants.find((p) => p.signatureId === signature.id) ??
    participants.find((p) => p.id === withdrawnFrom) ??
    ['AUTHOR', 'APPROVER']
      .map((kind) =>
        participants.find(
          (p) =>
            p.kind === kind && p.releaseId === signature.releaseId && p.userId === signature.signerUserId,
        ),
      )
      .find((p) => p)
  );
}

/** The version's signatures in force (with capacity and decision comment) and its withdrawn ones, oldest first. */
export async function signedRecord(
  tx: Tx,
  tenantId: string,
  artifactType: ChangeControlArtifactType,
  versionId: string,
): Promise<SignedRecord> {
  // only the release's own signatures: a periodic review or a training confirmation is signed on the version too,
  // but is no decision of its release (it would read as a reverted approval); they are listed where they belong
  const signatures = (await releaseSignaturesOfRecord(tx, tenantId, versionId)).filter((s) =>
    RELEASE_MEANINGS.has(s.meaning),
  );
  const releases = await tx
    .select({
      id: R.id,
      state: R.state,
      decidedAt: R.decidedAt,
      decidedByDisplayName: R.decidedByDisplayName,
      decidedComment: R.decidedComment,
      signatureId: R.signatureId,
    })
    .from(R)
    .where(
      and(eq(R.tenantId, tenantId), eq(R.artifactType, artifactType), eq(R.artifactVersionId, versionId)),
    );
  const releaseIds = releases.map((r) => r.id);
  const ofReleases = <T extends typeof P | typeof W>(table: T) =>
    and(eq(table.tenantId, tenantId), inArray(table.releaseId, releaseIds));
  const participants: ParticipantRow[] = releaseIds.length
    ? await tx
        .select({
          id: P.id,
          releaseId: P.releaseId,
          kind: P.kind,
          userId: P.userId,
          comment: P.comment,
          signatureId: P.signatureId,
        })
        .from(P)
        .where(ofReleases(P))
    : [];
  const withdrawals = new Map(
    (releaseIds.length ? await tx.select().from(W).where(ofReleases(W)) : []).map((w) => [w.signatureId, w]),
  );

  const record: SignedRecord = { inForce: [], withdrawn: [] };
  // a trainee's 'Read and understood' (issue 29.4) is signed on the version too, but is a training record, no
  // capacity in its release: the training's own records list it
  for (const signature of signatures.filter((s) => s.meaning !== 'Read and understood')) {
    const release = releases.find((r) => r.id === signature.releaseId);
    const withdrawal = withdrawals.get(signature.id);
    const participant =
      signature.meaning === 'Approved' || signature.meaning === 'Declined'
        ? participantOf(signature, participants, withdrawal?.participantId)
        : undefined;
    const capacity: SignatureCapacity =
      signature.meaning === 'Made obsolete'
        ? 'Made obsolete'
        : signature.meaning === 'Released'
          ? 'Releaser'
          : CAPACITY_OF_KIND[(participant?.kind ?? 'APPROVER') as ParticipantKind];
    const base = {
      signatureId: signature.id,
      signerUserId: signature.signerUserId,
      printedName: signature.printedName,
      meaning: signature.meaning,
      signedAt: signature.signedAt,
      capacity,
    };
    // a revert before the cancellation keeps its own when and who
    let withdrawn: WithdrawnSignature | null = withdrawal
      ? {
          ...base,
          cause: 'Reverted',
          withdrawnAt: iso(withdrawal.withdrawnAt),
          withdrawnByDisplayName: withdrawal.withdrawnByDisplayName,
        }
      : null;
    if (!withdrawn && release?.state === 'CANCELLED') {
      withdrawn = {
        ...base,
        cause: 'Release cancelled',
        withdrawnAt: iso(release.decidedAt),
        withdrawnByDisplayName: release.decidedByDisplayName,
      };
    }
    const current =
      signature.meaning === 'Made obsolete' ||
      release?.signatureId === signature.id ||
      participant?.signatureId === signature.id;
    if (!withdrawn && !current) {
      withdrawn = { ...base, cause: 'Reverted', withdrawnAt: null, withdrawnByDisplayName: null };
    }
    if (withdrawn) {
      record.withdrawn.push(withdrawn);
      continue;
    }
    const comment: string =
      signature.meaning === 'Released' ? (release?.decidedComment ?? '') : (participant?.comment ?? '');
    record.inForce.push({ ...base, comment } satisfies SignatureInForce);
  }
  return record;
}
