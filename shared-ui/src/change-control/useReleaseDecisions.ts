import { useState } from 'react';
import {
  CHANGE_CONTROL_MESSAGES,
  CHANGE_CONTROL_SUCCESS,
  useChangeReleaseState,
  useReleaseAction,
  type ArtifactKind,
  type Participant,
  type ChangeControlRelease,
} from '@qms/shared-api';
import type { SignatureInput } from '../signature/SignatureDialog';
import type { DecisionAction } from './ParticipantTable';
import type { ReleaseWorkflowProps, WorkflowRecord } from './release-workflow.props';
import type { WorkflowFeedback } from './workflow-feedback';

/** What the signature dialog is open for. */
export type Signing =
  | { action: 'approve' | 'decline'; participant: Participant }
  | { action: 'complete' }
  | { action: 'obsolete' };

interface DecisionsInput {
  kind: ArtifactKind;
  record: WorkflowRecord;
  messages: ReleaseWorkflowProps['messages'];
  /** the running (or last) release of the version; null before the first start */
  release: ChangeControlRelease | null;
  feedback: WorkflowFeedback;
}

/**
 * The Release Workflow's decisions (spec 1 §2.6): which dialog is open and what its confirmation sends. Signed
 * decisions (approve, decline, complete, obsolete) carry the password; revert and cancel sign nothing but say why
 * (docs/adr/0060-release-rules.md, issue 27.4). Each failure is reported with its §8 message and rethrown, so the
 * dialog stays open with the reason.
 */
export function useReleaseDecisions({ kind, record, messages, release, feedback }: DecisionsInput) {
  const { report, succeed } = feedback;
  const act = useReleaseAction(kind, record.versionId);
  const releaseState = useChangeReleaseState(kind);
  const [signing, setSigning] = useState<Signing | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [reverting, setReverting] = useState<Participant | null>(null);
  // the people the releaser adds to the training (processes only, issue 29.3); chosen in the Release dialog
  const [extraTrainees, setExtraTrainees] = useState<string[]>([]);
  const trainsOnRelease = kind === 'sops';

  const sign = async ({ password, email, comment }: SignatureInput) => {
    if (!signing) return;
    if (signing.action === 'obsolete') {
      await report(messages.releaseState, () =>
        releaseState.mutateAsync({
          artifactId: record.artifactId,
          versionId: record.versionId,
          body: { releaseState: 'OBSOLETE', dbVersion: record.dbVersion, password, email },
        }),
      );
    } else if (signing.action === 'complete') {
      if (!release) return;
      const extra = trainsOnRelease && extraTrainees.length > 0 ? { extraTraineeIds: extraTrainees } : {};
      await report(CHANGE_CONTROL_MESSAGES.releaseComplete, () =>
        act.mutateAsync({
          action: 'complete',
          body: { comment, password, email, dbVersion: release.dbVersion, ...extra },
        }),
      );
    } else {
      const { participant } = signing;
      const body = {
        comment,
        password,
        email,
        dbVersion: participant.dbVersion,
        participantId: participant.id,
      };
      await report(CHANGE_CONTROL_MESSAGES.decision, () =>
        signing.action === 'approve'
          ? act.mutateAsync({ action: 'approve', body })
          : act.mutateAsync({ action: 'decline', body }),
      );
    }
    succeed(CHANGE_CONTROL_SUCCESS[signing.action]);
    setSigning(null);
  };

  const revert = async (comment: string) => {
    if (!reverting) return;
    const body = { comment, dbVersion: reverting.dbVersion, participantId: reverting.id };
    await report(CHANGE_CONTROL_MESSAGES.decision, () => act.mutateAsync({ action: 'revert', body }));
    succeed(CHANGE_CONTROL_SUCCESS.revert);
    setReverting(null);
  };

  const cancelRelease = async (comment: string) => {
    if (!release) return;
    await report(CHANGE_CONTROL_MESSAGES.releaseCancel, () =>
      act.mutateAsync({ action: 'cancel', body: { comment, dbVersion: release.dbVersion } }),
    );
    succeed(CHANGE_CONTROL_SUCCESS.cancel);
    setCancelling(false);
  };

  return {
    busy: act.isPending || releaseState.isPending,
    trainsOnRelease,
    signing,
    sign,
    closeSigning: () => setSigning(null),
    markObsolete: () => setSigning({ action: 'obsolete' }),
    complete: () => {
      setExtraTrainees([]);
      setSigning({ action: 'complete' });
    },
    decide: (participant: Participant, action: DecisionAction) =>
      action === 'revert' ? setReverting(participant) : setSigning({ action, participant }),
    extraTrainees,
    setExtraTrainees,
    reverting,
    revert,
    closeReverting: () => setReverting(null),
    cancelling,
    askCancel: () => setCancelling(true),
    cancelRelease,
    closeCancelling: () => setCancelling(false),
  };
}

export type ReleaseDecisions = ReturnType<typeof useReleaseDecisions>;
