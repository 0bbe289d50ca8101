import { Loader, MultiSelect, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import {
  TRAINING_MESSAGES as M,
  traineeCountText,
  useTrainingPreview,
  type UserDirectoryEntry,
} from '@qms/shared-api';

interface ReleaseTrainingProps {
  versionId: string;
  /** the tenant's active users (the directory), from which extra people are chosen */
  users: UserDirectoryEntry[];
  extraIds: string[];
  onExtraIdsChange: (ids: string[]) => void;
  disabled?: boolean;
}

/**
 * Inside the Release (complete) dialog of a process (issue 29.3): how many people completing the release will
 * train — the holders of the roles its changed steps name, as the server computes them, plus the people chosen
 * here — so the releaser sees it before signing.
 */
export function ReleaseTraining({
  versionId,
  users,
  extraIds,
  onExtraIdsChange,
  disabled = false,
}: ReleaseTrainingProps): JSX.Element {
  const preview = useTrainingPreview(versionId, true);
  const byRole = useMemo(() => preview.data?.trainees ?? [], [preview.data]);
  const options = useMemo(() => {
    const held = new Set(byRole.map((t) => t.userId));
    return users.filter((u) => !held.has(u.userId)).map((u) => ({ value: u.userId, label: u.displayName }));
  }, [users, byRole]);
  const count = byRole.length + extraIds.filter((id) => !byRole.some((t) => t.userId === id)).length;
  return (
    <Stack gap={4} aria-label="Training on this version" role="group">
      {preview.isPending ? (
        <Loader size="xs" aria-label={M.previewLoading} />
      ) : preview.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {M.previewError}
        </Text>
      ) : (
        <>
          <Text size="sm" fw={600}>
            {traineeCountText(count)}
          </Text>
          {byRole.length > 0 && (
            <Text size="xs">
              {byRole.map((t) => `${t.displayName} (${t.roleNames.join(', ')})`).join('; ')}
            </Text>
          )}
        </>
      )}
      <MultiSelect
        label={M.extraTrainees}
        description={M.extraTraineesHint}
        searchable
        clearable
        data={options}
        value={extraIds}
        disabled={disabled}
        maxDropdownHeight={200}
        onChange={onExtraIdsChange}
      />
    </Stack>
  );
}
