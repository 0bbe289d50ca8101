import { Accordion, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  CAPACITY_OF_KIND,
  cancelledReleaseTitle,
  type ChangeControlRelease,
  type Participant,
} from '@qms/shared-api';
import { Fragment, type ReactNode } from 'react';
import { formatDate, formatSignedAt } from '../signature/format-signed-at';
import { DueDate } from './DueDate';
import { ParticipantTable, SignatureLine, type DecisionAction } from './ParticipantTable';

/** Initiator, time, comment and releaser of a release (spec 1 §2.6 in-release card). */
function ReleaseFacts({ release }: { release: ChangeControlRelease }): JSX.Element {
  const rows: [string, ReactNode][] = [
    ['Initiated by', release.initiatedByDisplayName],
    ['Initiated at', formatSignedAt(release.initiatedAt)],
    ['Comment', release.initiatedComment],
    ['Releaser', release.expectedDeciderDisplayName],
  ];
  if (release.dueDate)
    rows.push(['Due date', <DueDate dueDate={release.dueDate} open={release.state === 'RUNNING'} />]);
  // issue 29.2: named at start (a running release shows it only then), set at completion otherwise
  if (release.effectiveDate && release.state !== 'CANCELLED')
    rows.push(['Effective date', formatDate(release.effectiveDate, 'UTC')]);
  if (release.decidedAt)
    rows.push([
      release.state === 'CANCELLED' ? 'Cancelled' : 'Completed',
      `${formatSignedAt(release.decidedAt)}${release.decidedByDisplayName ? ` by ${release.decidedByDisplayName}` : ''}`,
    ]);
  if (release.decidedComment) rows.push(['Decision comment', release.decidedComment]);
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 12px' }}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <Text component="dt" size="sm" fw={600}>
            {term}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-wrap' }}>
            {value}
          </Text>
        </Fragment>
      ))}
    </dl>
  );
}

interface InReleaseCardProps {
  release: ChangeControlRelease;
  ownRecordIds: ReadonlySet<string>;
  showCancel: boolean;
  showComplete: boolean;
  completeEnabled: boolean;
  /** why Complete is disabled although it is the user's to do (e.g. no Change Description), shown beside it */
  completeBlockedReason?: string | null;
  busy: boolean;
  onDecision: (participant: Participant, action: DecisionAction) => void;
  onCancel: () => void;
  onComplete: () => void;
}

/** The running release (spec 1 §2.6): facts, participants with their decisions, own actions, Cancel/Complete. */
export function InReleaseCard({
  release,
  ownRecordIds,
  showCancel,
  showComplete,
  completeEnabled,
  completeBlockedReason = null,
  busy,
  onDecision,
  onCancel,
  onComplete,
}: InReleaseCardProps): JSX.Element {
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="in-release-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="in-release-title">
          Release in progress
        </Title>
        <ReleaseFacts release={release} />
        <ParticipantTable
          caption="Authors"
          participants={release.authors}
          ownRecordIds={ownRecordIds}
          busy={busy}
          onAction={onDecision}
        />
        <ParticipantTable
          caption="Approvers"
          participants={release.approvers}
          ownRecordIds={ownRecordIds}
          busy={busy}
          onAction={onDecision}
        />
        {(showCancel || showComplete) && (
          <Group justify="flex-end">
            {showCancel && (
              <Button variant="default" color="red" disabled={busy} onClick={onCancel}>
                Cancel Release
              </Button>
            )}
            {showComplete && (
              <Button disabled={!completeEnabled || busy} onClick={onComplete}>
                Complete Release
              </Button>
            )}
          </Group>
        )}
        {completeBlockedReason && (
          <Text size="sm" c="red" role="status">
            {completeBlockedReason}
          </Text>
        )}
        {!(showComplete && completeEnabled) && !completeBlockedReason && (
          <Text size="xs">
            The releaser {release.expectedDeciderDisplayName} completes the release once every author and
            approver has approved.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

interface ReleasedCardProps {
  release: ChangeControlRelease | null;
  showObsolete: boolean;
  busy: boolean;
  onObsolete: () => void;
  /** 'Released', or 'Obsolete' when the ObsoleteCard shows the same release under its own title */
  title?: 'Released' | 'Obsolete';
  /** shown under the title, before the release (the 'Made obsolete' signature) */
  lead?: ReactNode;
}

/**
 * The released card: the signatures in force (each participant's current decision and the release: printed name,
 * date and time with zone, meaning, capacity) with the comment each was given with; OBSOLETE for admins.
 */
export function ReleasedCard({
  release,
  showObsolete,
  busy,
  onObsolete,
  title = 'Released',
  lead,
}: ReleasedCardProps): JSX.Element {
  const titleId = `${title.toLowerCase()}-title`;
  const signatures = release
    ? [
        ...[...release.authors, ...release.approvers].flatMap((p) =>
          p.signature
            ? [{ signature: p.signature, capacity: CAPACITY_OF_KIND[p.kind], comment: p.comment }]
            : [],
        ),
        ...(release.signature
          ? [{ signature: release.signature, capacity: 'Releaser' as const, comment: release.decidedComment }]
          : []),
      ]
    : [];
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {title}
        </Title>
        {lead}
        {release ? <ReleaseFacts release={release} /> : <Text size="sm">No release record.</Text>}
        {signatures.length > 0 && (
          <Stack gap={2} aria-label="Signatures" role="list">
            {signatures.map(({ signature, capacity, comment }) => (
              <div role="listitem" key={signature.id}>
                <SignatureLine signature={signature} capacity={capacity} />
                {/* the reviewers' comments stay with the released record (issue 27.7), as on the controlled PDF */}
                {comment && (
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                    Comment: {comment}
                  </Text>
                )}
              </div>
            ))}
          </Stack>
        )}
        {showObsolete && (
          <Group justify="flex-end">
            <Button color="red" variant="light" disabled={busy} onClick={onObsolete}>
              OBSOLETE
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** Cancelled releases as history panels 'Cancelled - {date}' (spec 1 §2.6), newest first. */
export function CancelledReleasePanels({
  releases,
}: {
  releases: ChangeControlRelease[];
}): JSX.Element | null {
  if (releases.length === 0) return null;
  return (
    <Accordion variant="separated" multiple>
      {releases.map((r) => (
        <Accordion.Item key={r.id} value={r.id}>
          <Accordion.Control>
            {cancelledReleaseTitle(formatDate(r.decidedAt ?? r.initiatedAt))}
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              <ReleaseFacts release={r} />
              <ParticipantTable caption="Authors" participants={r.authors} />
              <ParticipantTable caption="Approvers" participants={r.approvers} />
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
