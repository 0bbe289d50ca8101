import { Badge, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import {
  CHANGE_CONTROL_MESSAGES,
  CHANGE_CONTROL_SUCCESS,
  startReleaseWhoMessage,
  TENANT_USER_MESSAGES,
  useCreateNewVersion,
  useCurrentRelease,
  useIsQmsAdmin,
  useDocumentControlSettings,
  useReleaseRules,
  useReleases,
  useSession,
  useStartRelease,
  useUsers,
} from '@qms/shared-api';
import { useNotifyQueryError } from '../notify/useNotifyQueryError';
import { ChangeDescriptionCard } from './ChangeDescriptionCard';
import { NewVersionAction } from './NewVersionAction';
import { ObsoleteCard } from './ObsoleteCard';
import { PeriodicReviewCard } from './PeriodicReviewCard';
import { CancelledReleasePanels, InReleaseCard, ReleasedCard } from './ReleaseCards';
import { ReleaseDialogs } from './ReleaseDialogs';
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
import { StartReleaseCard } from './StartReleaseCard';
import { useReleaseDecisions } from './useReleaseDecisions';
import { workflowFeedback } from './workflow-feedback';

export type { ReleaseWorkflowProps } from './release-workflow.props';

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
  const newVersion = useCreateNewVersion(kind);

  const release = current.data?.release ?? null;
  const card = workflowCard(record.releaseState, release);
  const own = useMemo(
    () => new Set(release ? ownRecords(release, userId).map((p) => p.id) : []),
    [release, userId],
  );
  const cancelled = useMemo(() => cancelledReleases(releases.data ?? []), [releases.data]);
  const feedback = useMemo(
    () => workflowFeedback(`release-workflow:${kind}:${record.artifactId}`),
    [kind, record.artifactId],
  );
  const { report, succeed } = feedback;
  const decisions = useReleaseDecisions({ kind, record, messages, release, feedback });
  const { busy } = decisions;
  const admins = useMemo(() => releaserCandidates(users.data ?? []).map((u) => u.displayName), [users.data]);

  const saveChangeDescription = (text: string) =>
    report(changeDescriptionErrorMessage, () => onSaveChangeDescription(text)).then(() =>
      succeed(CHANGE_CONTROL_MESSAGES.changeDescriptionSaved),
    );

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
            <Button color="red" variant="light" disabled={busy} onClick={decisions.markObsolete}>
              OBSOLETE
            </Button>
          )}
          {showCancel && (
            <Button variant="default" color="red" disabled={busy} onClick={decisions.askCancel}>
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
        kind={kind}
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
              onDecision={decisions.decide}
              onCancel={decisions.askCancel}
              onComplete={decisions.complete}
            />
          )}
          {card === 'released' && (
            <ReleasedCard
              release={release}
              showObsolete={showObsolete && !actionsHost}
              busy={busy}
              onObsolete={decisions.markObsolete}
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
      <ReleaseDialogs record={record} decisions={decisions} />
    </Stack>
  );
}
