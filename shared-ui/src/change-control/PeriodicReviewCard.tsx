import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  DUE_FOR_REVIEW_LABELS as L,
  useReviewSchedule,
  useSaveReviewSchedule,
  useDocumentHistory,
  useSession,
  useSignReview,
  type ArtifactKind,
} from '@qms/shared-api';
import { useNotifyQueryError } from '../notify/useNotifyQueryError';
import { SignatureDialog, type SignatureInput } from '../signature/SignatureDialog';
import { formatSignedAt } from '../signature/format-signed-at';
import { DueDate } from './DueDate';
import { ReviewScheduleDialog } from './ReviewScheduleDialog';
import { workflowFeedback } from './workflow-feedback';

interface PeriodicReviewCardProps {
  kind: ArtifactKind;
  artifactId: string;
  /** the RELEASED version shown (only that one is reviewed) */
  versionId: string;
  /** the signed record's name, e.g. 'Purchasing, V2' */
  record: string;
  isAdmin: boolean;
  /** the Release Workflow's CREATE NEW VERSION; null when a new version cannot be started now */
  onStartNewVersion: (() => void) | null;
}

const LOAD_ERROR = "Couldn't load the review schedule. Please try again.";

/**
 * Periodic review of the released version (issue 29.6): "Next review due …" with the interval, the last review,
 * and for admins the two ways to review: sign 'Reviewed, no change needed' (the next due date moves by the
 * interval) or start a new version; and the schedule (own interval, a due date set directly).
 */
export function PeriodicReviewCard({
  kind,
  artifactId,
  versionId,
  record,
  isAdmin,
  onStartNewVersion,
}: PeriodicReviewCardProps): JSX.Element | null {
  const session = useSession();
  const schedule = useReviewSchedule(kind, artifactId);
  useNotifyQueryError(schedule, LOAD_ERROR);
  const save = useSaveReviewSchedule(kind, artifactId);
  // a new version cannot be started while one is in work (the server would refuse it): the button hides then
  const history = useDocumentHistory(kind, artifactId);
  const startNewVersion = history.data && !history.data.unreleased ? onStartNewVersion : null;
  const signReview = useSignReview(kind, artifactId);
  const [signing, setSigning] = useState(false);
  const [editing, setEditing] = useState(false);
  const { report, succeed } = useMemo(
    () => workflowFeedback(`review:${kind}:${artifactId}`),
    [kind, artifactId],
  );
  const data = schedule.data;
  if (schedule.isLoading) return <Loader size="xs" aria-label="Loading the review schedule" />;
  // the schedule names the version in force; a card of another version (e.g. stale cache) offers no review
  if (!data || data.versionId !== versionId || !data.nextDueDate) return null;
  const last = data.reviews[0];

  const sign = async ({ password, email, comment }: SignatureInput) => {
    await report("Couldn't record the review.", () =>
      signReview.mutateAsync({ versionId, body: { comment, password, email, dbVersion: data.dbVersion } }),
    );
    succeed('Review recorded.');
    setSigning(false);
  };
  const saveSchedule = async (body: Parameters<typeof save.mutateAsync>[0]) => {
    await save.mutateAsync(body);
    succeed('Review schedule saved.');
    setEditing(false);
  };

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={`periodic-review-${artifactId}`}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={`periodic-review-${artifactId}`}>
          Periodic review
        </Title>
        <Group gap={6} data-testid="next-review-due">
          <Text size="sm" fw={600}>
            {L.nextDue}
          </Text>
          <DueDate dueDate={data.nextDueDate} />
        </Group>
        <Text size="xs" c="dimmed">
          {data.dueDateSetDirectly
            ? 'Due date set directly.'
            : `Every ${data.intervalMonths} months${data.intervalOverride === null ? " (the tenant's default)" : ''}.`}
          {last
            ? ` Last reviewed ${formatSignedAt(last.reviewedAt)} by ${last.reviewedByDisplayName}.`
            : ' Not reviewed since its release.'}
        </Text>
        {isAdmin && (
          <Group gap="xs">
            <Button size="xs" onClick={() => setSigning(true)} disabled={signReview.isPending}>
              {L.reviewed}
            </Button>
            {startNewVersion && (
              <Button size="xs" variant="default" onClick={startNewVersion}>
                Start a new version
              </Button>
            )}
            <Button size="xs" variant="subtle" onClick={() => setEditing(true)}>
              Review schedule
            </Button>
          </Group>
        )}
      </Stack>
      <SignatureDialog
        opened={signing}
        signerName={session?.user.userName ?? ''}
        meaning="Reviewed, no change needed"
        record={record}
        comment="optional"
        onSign={sign}
        onCancel={() => setSigning(false)}
      />
      {editing && (
        <ReviewScheduleDialog
          opened
          schedule={data}
          onSave={saveSchedule}
          onClose={() => setEditing(false)}
        />
      )}
    </Paper>
  );
}
