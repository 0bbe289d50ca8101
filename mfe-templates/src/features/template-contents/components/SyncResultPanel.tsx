import { Alert, Button, CloseButton, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { syncResultSummary, type SyncDifference, type TemplateContentSyncResult } from '@qms/shared-api';
import { useUpdateFromStandard } from './updateFromStandard';

export { syncEntryGoneMessage } from './updateFromStandard';

interface SyncResultPanelProps {
  result: TemplateContentSyncResult;
  isAdmin: boolean;
  onClose: () => void;
}

/**
 * The result of a synchronisation: the counts, the entries whose standard text changed (each can be updated from
 * the standard, one by one) and the entries removed from the standard (flagged, never deleted).
 *
 * "Update from the standard" is useUpdateFromStandard (the detail offers the same). An updated entry leaves the
 * 'changed' list; the title keeps the synchronisation's own counts. The lasting flags are in the table and the
 * detail (the search's `standardFlag`), so closing this panel loses nothing.
 */
export function SyncResultPanel({ result, isAdmin, onClose }: SyncResultPanelProps) {
  const { update, pendingId } = useUpdateFromStandard();
  const [updatedIds, setUpdatedIds] = useState<ReadonlySet<string>>(new Set());
  const changed = result.changedInStandard.filter((d) => !updatedIds.has(d.id));

  const adopt = async (difference: SyncDifference) => {
    if (await update(difference)) setUpdatedIds((ids) => new Set(ids).add(difference.id));
  };

  return (
    <Alert
      color="blue"
      title={`Synchronisation: ${syncResultSummary(result)}`}
      role="status"
      withCloseButton={false}
    >
      <Group justify="flex-end" mt={-32}>
        <CloseButton aria-label="Close the synchronisation result" onClick={onClose} />
      </Group>
      <Stack gap="xs">
        {changed.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              Changed in the standard
            </Text>
            <List size="sm" spacing={4} aria-label="Changed in the standard">
              {changed.map((d) => (
                <List.Item key={d.id}>
                  <Group gap="xs">
                    <Text size="sm">
                      {d.name} → {d.standardName}
                    </Text>
                    {isAdmin && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        loading={pendingId === d.id}
                        disabled={pendingId !== null && pendingId !== d.id}
                        onClick={() => void adopt(d)}
                      >
                        Update from the standard
                      </Button>
                    )}
                  </Group>
                </List.Item>
              ))}
            </List>
          </>
        )}
        {result.removedFromStandard.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              Removed from the standard (kept here)
            </Text>
            <List size="sm" spacing={4}>
              {result.removedFromStandard.map((d) => (
                <List.Item key={d.id}>{d.name}</List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Alert>
  );
}
