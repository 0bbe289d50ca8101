import { Alert, Button, CloseButton, Group, List, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  syncResultSummary,
  TEMPLATE_CONTENT_MESSAGES,
  templateContentsQueryOptions,
  useSaveTemplateContent,
  type SyncDifference,
  type TemplateContentSyncResult,
} from '@qms/shared-api';
import { notify } from '@qms/shared-ui';

export interface SyncResultPanelProps {
  result: TemplateContentSyncResult;
  isAdmin: boolean;
  onClose: () => void;
}

/** Said when the entry of a reported difference is no longer in the tenant's contents (deleted meanwhile). */
export const syncEntryGoneMessage = (name: string): string =>
  `"${name}" is no longer among the template contents and cannot be updated from the standard.`;

/**
 * The result of a synchronisation: the counts, the entries whose standard text changed (each can be updated from
 * the standard, one by one) and the entries removed from the standard (flagged, never deleted).
 *
 * "Update from the standard" looks the entry up in the full list from the server at the click — not in the
 * page's filtered answer, so it works for an entry the current filter hides, and it writes with the current
 * dbVersion. An updated entry leaves the 'changed' list; the title keeps the synchronisation's own counts.
 */
export function SyncResultPanel({ result, isAdmin, onClose }: SyncResultPanelProps) {
  const client = useQueryClient();
  const save = useSaveTemplateContent();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [updatedIds, setUpdatedIds] = useState<ReadonlySet<string>>(new Set());
  const changed = result.changedInStandard.filter((d) => !updatedIds.has(d.id));

  const adopt = async (difference: SyncDifference) => {
    setPendingId(difference.id);
    try {
      const contents = await client.fetchQuery({ ...templateContentsQueryOptions(), staleTime: 0 });
      const content = contents.find((c) => c.id === difference.id);
      if (!content) {
        notify.error(syncEntryGoneMessage(difference.name));
        return;
      }
      await save.mutateAsync({
        id: content.id,
        dbVersion: content.dbVersion,
        name: difference.standardName ?? content.name,
        description: difference.standardDescription ?? content.description,
        exampleText: content.exampleText,
        srId: content.srId,
      });
      setUpdatedIds((ids) => new Set(ids).add(difference.id));
      notify.info(`"${content.name}" updated from the standard.`);
    } catch (error) {
      notify.error(TEMPLATE_CONTENT_MESSAGES.save, error);
    } finally {
      setPendingId(null);
    }
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
