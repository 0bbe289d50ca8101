import { useSession, useUsers } from '@qms/shared-api';
import { SignatureDialog, type SignatureMeaningLabel } from '../signature/SignatureDialog';
import { ReasonDialog } from './ReasonDialog';
import { ReleaseTraining } from './ReleaseTraining';
import type { WorkflowRecord } from './release-workflow.props';
import type { ReleaseDecisions, Signing } from './useReleaseDecisions';

const MEANING: Record<Signing['action'], SignatureMeaningLabel> = {
  approve: 'Approved',
  decline: 'Declined',
  complete: 'Released',
  obsolete: 'Made obsolete',
};

/** The Release Workflow's three dialogs: the signature (with the training's extra people on Release), cancel, revert. */
export function ReleaseDialogs({
  record,
  decisions: d,
}: {
  record: WorkflowRecord;
  decisions: ReleaseDecisions;
}): JSX.Element {
  const session = useSession();
  const users = useUsers();
  const action = d.signing?.action;
  return (
    <>
      <SignatureDialog
        opened={d.signing !== null}
        signerName={session?.user.userName ?? ''}
        meaning={MEANING[action ?? 'approve']}
        record={`${record.name}, V${record.version}`}
        comment={action === 'decline' ? 'required' : action === 'obsolete' ? 'none' : 'optional'}
        onSign={d.sign}
        onCancel={d.closeSigning}
      >
        {action === 'complete' && d.trainsOnRelease && (
          <ReleaseTraining
            versionId={record.versionId}
            users={users.data ?? []}
            extraIds={d.extraTrainees}
            onExtraIdsChange={d.setExtraTrainees}
          />
        )}
      </SignatureDialog>
      <ReasonDialog
        opened={d.cancelling}
        title="Cancel release"
        message={`Cancel the running release of V${record.version}? The version returns to DRAFT; the cancelled release stays in the history with your reason.`}
        label="Reason"
        confirmLabel="Cancel Release"
        cancelLabel="Keep running"
        onConfirm={d.cancelRelease}
        onCancel={d.closeCancelling}
      />
      <ReasonDialog
        opened={d.reverting !== null}
        title="Revert your decision"
        message={`Withdraw your decision (${d.reverting?.decision ?? ''}) on V${record.version}? Your signature no longer counts and your record returns to OPEN; the history and the audit trail keep it with your comment.`}
        label="Comment"
        confirmLabel="Revert"
        cancelLabel="Keep decision"
        onConfirm={d.revert}
        onCancel={d.closeReverting}
      />
    </>
  );
}
