import { Badge, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  CHANGE_CONTROL_MESSAGES,
  CHANGE_CONTROL_SUCCESS,
  startReleaseWhoMessage,
  TENANT_USER_MESSAGES,
  useChangeReleaseState,
  useCreateNewVersion,
  useCurrentRelease,
  useIsQmsAdmin,
  useReleaseAction,
  useDocumentControlSettings,
  useReleaseRules,
  useReleases,
  useSession,
  useStartRelease,
  type Participant,
  useUsers,
} from '@qms/shared-api';
import { useNotifyQueryError } from '../notify/useNotifyQueryError';
import {
  SignatureDialog,
  type SignatureInput,
  type SignatureMeaningLabel,
} from '../signature/SignatureDialog';
import { ChangeDescriptionCard } from './ChangeDescriptionCard';
import type { DecisionAction } from './ParticipantTable';
import { NewVersionAction } from './NewVersionAction';
import { ObsoleteCard } from './ObsoleteCard';
import { PeriodicReviewCard } from './PeriodicReviewCard';
import { ReasonDialog } from './ReasonDialog';
import { CancelledReleasePanels, InReleaseCard, ReleasedCard } from './ReleaseCards';
import {
  canCreateNewVersion,
  completeBlockedReason,
  canMarkObsolete,
  cancelledReleases,
  ownRecords,
  releaseActions,
  releaserCandidates,
  versionChip,
  workflowCard,
} from './release-workflow.rules';
import type { ReleaseWorkflowProps } from './release-workflow.props';
import { ReleaseTraining } from './ReleaseTraining';
import { StartReleaseCard } from './StartReleaseCard';
import { workflowFeedback } from './workflow-feedback';

export type { ReleaseWorkflowProps } from './release-workflow.props';

type Signing =
  | { action: 'approve' | 'decline'; participant: Participant }
  | { action: 'complete' }
  | { action: 'obsolete' };

const MEANING: Record<Signing['action'], SignatureMeaningLabel> = {
  approve: 'Approved',
  decline: 'Declined',
  complete: 'Released',
  obsolete: 'Made obsolete',
};

/**
 * The Release Workflow (spec 1 §2.6) for processes and templates alike: chip, CREATE NEW VERSION, the Change
 * Description, exactly one of the start / in-release / released cards, and the cancelled releases. Signed actions
 * go through the SignatureDialog; each failure is reported with its §8 message (the host's own for the
 * version-level calls, see ReleaseWorkflowMessages).
 */
export function ReleaseWorkflow({
  kind,
  messages,
  record,
  changeDescriptionEditable,
  onSaveChangeDescription,
  changeDescriptionErrorMessage,
  onNewVersion,
  versionPath,
  actionsHost,
}: ReleaseWorkflowProps): JSX.Element {
  const session = useSession();
  const isAdmin = useIsQmsAdmin();
  const userId = session?.user.userId;
  const current = useCurrentRelease(kind, record.versionId);
  const releases = useReleases(kind, record.versionId);
  const users = useUsers();
  const rules = useReleaseRules();
  const settings = useDocumentControlSettings();
  useNotifyQueryError(current, CHANGE_CONTROL_MESSAGES.releaseLoad);
  useNotifyQueryError(releases, CHANGE_CONTROL_MESSAGES.releaseLoad);
  useNotifyQueryError(users, TENANT_USER_MESSAGES.fetch);
  const start = useStartRelease(kind, record.versionId);
  const act = useReleaseAction(kind, record.versionId);
  const newVersion = useCreateNewVersion(kind);
  const releaseState = useChangeReleaseState(kind);
  const [signing, setSigning] = useState<Signing | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [reverting, setReverting] = useState<Participant | null>(null);
  // the people the releaser adds to the training (processes only, issue 29.3); chosen in the Release dialog
  const [extraTrainees, setExtraTrainees] = useState<string[]>([]);
  const trainsOnRelease = kind === 'sops';

  const release = current.data?.release ?? null;
  const card = workflowCard(record.releaseState, release);
  const own = useMemo(
    () => new Set(release ? ownRecords(release, userId).map((p) => p.id) : []),
    [release, userId],
  );
  const cancelled = useMemo(() => cancelledReleases(releases.data ?? []), [releases.data]);
  const busy = act.isPending || releaseState.isPending;
  const { report, succeed } = useMemo(
    () => workflowFeedback(`release-workflow:${kind}:${record.artifactId}`),
    [kind, record.artifactId],
  );
  const admins = useMemo(() => releaserCandidates(users.data ?? []).map((u) => u.displayName), [users.data]);

  const saveChangeDescription = (text: string) =>
    report(changeDescriptionErrorMessage, () => onSaveChangeDescription(text)).then(() =>
      succeed(CHANGE_CONTROL_MESSAGES.changeDescriptionSaved),
    );

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
      await report(CHANGE_CONTROL_MESSAGES.releaseComplete, () =>
        act.mutateAsync({
          action: 'complete',
          body: {
            comment,
            password,
            email,
            dbVersion: release.dbVersion,
            ...(trainsOnRelease && extraTrainees.length > 0 ? { extraTraineeIds: extraTrainees } : {}),
          },
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

  const decide = (participant: Participant, action: DecisionAction) =>
    action === 'revert' ? setReverting(participant) : setSigning({ action, participant });

  // revert withdraws a decision and signs nothing (docs/adr/0060-release-rules.md), but says why (issue 27.4)
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

  const createNewVersion = () =>
    void report(messages.releaseCreateOrLoad, () => newVersion.mutateAsync({ artifactId: record.artifactId }))
      .then((created) => {
        succeed(CHANGE_CONTROL_SUCCESS.newVersion);
        onNewVersion(created);
      })
      .catch(() => undefined);

  const actions = release ? releaseActions(release, { userId, isAdmin }) : null;
  const completeBlocked = completeBlockedReason(record.changeDescription);
  const newVersionAction = canCreateNewVersion(record.releaseState, isAdmin) && (
    <NewVersionAction
      kind={kind}
      artifactId={record.artifactId}
      creating={newVersion.isPending}
      onCreate={createNewVersion}
      versionPath={versionPath}
    />
  );
  const showObsolete = card === 'released' && canMarkObsolete(record.releaseState, isAdmin);
  const showCancel = card === 'in-release' && !!actions?.showCancel;
  const headerActions = actionsHost
    ? createPortal(
        <Group gap="xs" justify="flex-end" aria-label="Release actions" role="group">
          {newVersionAction}
          {showObsolete && (
            <Button
              color="red"
              variant="light"
              disabled={busy}
              onClick={() => setSigning({ action: 'obsolete' })}
            >
              OBSOLETE
            </Button>
          )}
          {showCancel && (
            <Button variant="default" color="red" disabled={busy} onClick={() => setCancelling(true)}>
              Cancel Release
            </Button>
          )}
        </Group>,
        actionsHost,
      )
    : null;
  return (
    <Stack gap="sm" aria-label="Release Workflow" component="section">
      <Group justify="space-between">
        <Group gap="xs">
          <Title order={2} size="h4">
            Release Workflow
          </Title>
          <Badge variant="light" style={{ textTransform: 'none' }}>
            {versionChip(record.version, record.releaseState)}
          </Badge>
        </Group>
        {!actionsHost && newVersionAction}
      </Group>
      {headerActions}
      <ChangeDescriptionCard
        value={record.changeDescription}
        editable={changeDescriptionEditable}
        onSave={saveChangeDescription}
      />
      {current.isLoading ? (
        <Center py="sm">
          <Loader size="sm" aria-label="Loading the release" />
        </Center>
      ) : (
        <>
          {card === 'start' && (
            <StartReleaseCard
              users={users.data ?? []}
              usersLoading={users.isLoading}
              canStart={isAdmin}
              whoMayStart={startReleaseWhoMessage(admins)}
              starting={start.isPending}
              fourEyes={rules.data?.fourEyes ?? true}
              trainingPeriodDays={settings.data?.trainingPeriodDays}
              onStart={(body) =>
                report(CHANGE_CONTROL_MESSAGES.releaseCreate, () => start.mutateAsync(body)).then(() =>
                  succeed(CHANGE_CONTROL_SUCCESS.start),
                )
              }
            />
          )}
          {card === 'in-release' && release && actions && (
            <InReleaseCard
              release={release}
              ownRecordIds={own}
              showCancel={actions.showCancel && !actionsHost}
              showComplete={actions.showComplete}
              completeEnabled={actions.completeEnabled && !completeBlocked}
              completeBlockedReason={actions.showComplete ? completeBlocked : null}
              busy={busy}
              onDecision={decide}
              onCancel={() => setCancelling(true)}
              onComplete={() => {
                setExtraTrainees([]);
                setSigning({ action: 'complete' });
              }}
            />
          )}
          {card === 'released' && (
            <ReleasedCard
              release={release}
              showObsolete={showObsolete && !actionsHost}
              busy={busy}
              onObsolete={() => setSigning({ action: 'obsolete' })}
            />
          )}
          {card === 'released' && record.releaseState === 'RELEASED' && (
            <PeriodicReviewCard
              kind={kind}
              artifactId={record.artifactId}
              versionId={record.versionId}
              record={`${record.name}, V${record.version}`}
              isAdmin={isAdmin}
              onStartNewVersion={canCreateNewVersion(record.releaseState, isAdmin) ? createNewVersion : null}
            />
          )}
          {card === 'obsolete' && (
            <ObsoleteCard
              kind={kind}
              versionId={record.versionId}
              version={record.version}
              release={release}
            />
          )}
        </>
      )}
      <CancelledReleasePanels releases={cancelled} />
      <SignatureDialog
        opened={signing !== null}
        signerName={session?.user.userName ?? ''}
        meaning={MEANING[signing?.action ?? 'approve']}
        record={`${record.name}, V${record.version}`}
        comment={
          signing?.action === 'decline' ? 'required' : signing?.action === 'obsolete' ? 'none' : 'optional'
        }
        onSign={sign}
        onCancel={() => setSigning(null)}
      >
        {signing?.action === 'complete' && trainsOnRelease && (
          <ReleaseTraining
            versionId={record.versionId}
            users={users.data ?? []}
            extraIds={extraTrainees}
            onExtraIdsChange={setExtraTrainees}
          />
        )}
      </SignatureDialog>
      <ReasonDialog
        opened={cancelling}
        title="Cancel release"
        message={`Cancel the running release of V${record.version}? The version returns to DRAFT; the cancelled release stays in the history with your reason.`}
        label="Reason"
        confirmLabel="Cancel Release"
        cancelLabel="Keep running"
        onConfirm={cancelRelease}
        onCancel={() => setCancelling(false)}
      />
      <ReasonDialog
        opened={reverting !== null}
        title="Revert your decision"
        message={`Withdraw your decision (${reverting?.decision ?? ''}) on V${record.version}? Your signature no longer counts and your record returns to OPEN; the history and the audit trail keep it with your comment.`}
        label="Comment"
        confirmLabel="Revert"
        cancelLabel="Keep decision"
        onConfirm={revert}
        onCancel={() => setReverting(null)}
      />
    </Stack>
  );
}
