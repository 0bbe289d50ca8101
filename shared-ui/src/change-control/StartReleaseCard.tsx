import { Button, Group, MultiSelect, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import {
  fourEyesRefusal,
  RELEASE_COMMENT_MAX,
  ReleaseCreate,
  type UserDirectoryEntry,
} from '@qms/shared-api';
import { fieldErrorsOf } from '../dialogs/field-errors';
import { DueDateInput, dueDateAcceptable } from './DueDate';
import { EffectiveDateInput } from './EffectiveDate';
import { canStartRelease, releaserCandidates, type StartDraft } from './release-workflow.rules';

interface StartReleaseCardProps {
  /** the tenant's user directory (GET /qms-api/users); participants are chosen by display name */
  users: UserDirectoryEntry[];
  usersLoading: boolean;
  /** only admins start releases (spec 1 §6); others see the card read-only */
  canStart: boolean;
  /** said to a user who may not start, so the read-only form is not a dead end (issue 27 point 7) */
  whoMayStart?: string;
  starting: boolean;
  /** the tenant's four-eyes rule (default on): a refused choice is explained on its select before sending */
  fourEyes?: boolean;
  /** the tenant's training period: the hint says what an empty effective date means (undefined while loading) */
  trainingPeriodDays?: number;
  /** resolves when the release is running; a rejection keeps the input */
  onStart: (body: ReleaseCreate) => Promise<unknown>;
}

/** The start request's dates as the server checks them (ReleaseCreate). */
const RELEASE_DATES = ReleaseCreate.pick({ dueDate: true, effectiveDate: true });

const EMPTY: StartDraft = { comment: '', authorUserIds: [], expectedDecider: null, approverUserIds: [] };

/** Two users may share a display name: the e-mail tells them apart in the choice. */
function userOptions(users: UserDirectoryEntry[]): { value: string; label: string }[] {
  const counts = new Map<string, number>();
  users.forEach((u) => counts.set(u.displayName, (counts.get(u.displayName) ?? 0) + 1));
  return [...users]
    .sort((a, b) => a.displayName.localeCompare(b.displayName))
    .map((u) => ({
      value: u.userId,
      label: (counts.get(u.displayName) ?? 0) > 1 ? `${u.displayName} (${u.email})` : u.displayName,
    }));
}

/** The start-release card of a DRAFT (spec 1 §2.6, §5): comment, authors, releaser, approvers, start. */
export function StartReleaseCard({
  users,
  usersLoading,
  canStart,
  whoMayStart,
  starting,
  fourEyes = true,
  trainingPeriodDays,
  onStart,
}: StartReleaseCardProps): JSX.Element {
  const [draft, setDraft] = useState<StartDraft>(EMPTY);
  const [dueDate, setDueDate] = useState('');
  const [effectiveDate, setEffectiveDate] = useState('');
  // the server's rule for the dates (a calendar day with a four-digit year: a typed year 10000 is named here, not
  // sent); the fields add 'not before today' in the reader's zone
  const dateErrors = fieldErrorsOf(RELEASE_DATES, {
    dueDate: dueDate || undefined,
    effectiveDate: effectiveDate || undefined,
  });
  // the due date's rule (a calendar day, today or later) holds for the effective date too
  const datesAcceptable =
    dueDateAcceptable(dueDate) &&
    dueDateAcceptable(effectiveDate) &&
    !dateErrors.dueDate &&
    !dateErrors.effectiveDate;
  // the server's own rule (shared-api), so the form refuses exactly what the server would
  const refusal = fourEyesRefusal(draft, fourEyes);
  const errorOn = (field: 'approverUserIds' | 'expectedDecider') =>
    refusal?.field === field ? refusal.message : undefined;
  const options = userOptions(users);
  const releasers = userOptions(releaserCandidates(users));
  const disabled = !canStart || starting;
  const set = <K extends keyof StartDraft>(key: K, value: StartDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const start = async () => {
    if (!canStartRelease(draft) || !draft.expectedDecider || !datesAcceptable || refusal) return;
    try {
      await onStart({
        comment: draft.comment.trim(),
        expectedDecider: draft.expectedDecider,
        authorUserIds: draft.authorUserIds,
        approverUserIds: draft.approverUserIds,
        ...(dueDate ? { dueDate } : {}),
        ...(effectiveDate ? { effectiveDate } : {}),
      });
      setDraft(EMPTY);
      setDueDate('');
      setEffectiveDate('');
    } catch {
      // the container reported it; the input stays for another try
    }
  };

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="start-release-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="start-release-title">
          Start Release
        </Title>
        {!canStart && whoMayStart && (
          <Text size="sm" data-testid="who-may-start">
            {whoMayStart}
          </Text>
        )}
        <Textarea
          label="Comment"
          required
          autosize
          minRows={2}
          maxLength={RELEASE_COMMENT_MAX}
          value={draft.comment}
          disabled={disabled}
          onChange={(e) => set('comment', e.currentTarget.value)}
        />
        <MultiSelect
          label="Authors"
          required
          searchable
          data={options}
          value={draft.authorUserIds}
          disabled={disabled || usersLoading}
          placeholder={usersLoading ? 'Loading users…' : 'Choose at least one author'}
          onChange={(ids) => set('authorUserIds', ids)}
        />
        <Select
          label="Releaser"
          description="An administrator; the releaser completes the release."
          required
          searchable
          data={releasers}
          value={draft.expectedDecider}
          disabled={disabled || usersLoading}
          placeholder="Choose the releaser"
          error={errorOn('expectedDecider')}
          onChange={(id) => set('expectedDecider', id)}
        />
        <MultiSelect
          label="Approvers"
          searchable
          data={options}
          value={draft.approverUserIds}
          disabled={disabled || usersLoading}
          placeholder="Optional"
          error={errorOn('approverUserIds')}
          onChange={(ids) => set('approverUserIds', ids)}
        />
        <DueDateInput value={dueDate} disabled={disabled} error={dateErrors.dueDate} onChange={setDueDate} />
        <EffectiveDateInput
          value={effectiveDate}
          disabled={disabled}
          error={dateErrors.effectiveDate}
          trainingPeriodDays={trainingPeriodDays}
          onChange={setEffectiveDate}
        />
        <Group justify="flex-end">
          <Button
            disabled={!canStart || !canStartRelease(draft) || !datesAcceptable || refusal !== null}
            loading={starting}
            onClick={() => void start()}
          >
            Start Release
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
