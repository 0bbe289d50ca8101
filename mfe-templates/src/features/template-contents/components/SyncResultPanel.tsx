import { Alert, Button, CloseButton, Group, List, Stack, Text } from '@mantine/core';
import {
  syncResultSummary,
  TEMPLATE_CONTENT_MESSAGES,
  useSaveTemplateContent,
  type SyncDifference,
  type TemplateContent,
  type TemplateContentSyncResult,
} from '@qms/shared-api';
import { notify } from '@qms/shared-ui';

export interface SyncResultPanelProps {
  result: TemplateContentSyncResult;
  contents: readonly TemplateContent[];
  isAdmin: boolean;
  onClose: () => void;
}

/**
 * The result of a synchronisation: the counts, the entries whose standard text changed (each can be updated from
 * the standard, one by one) and the entries removed from the standard (flagged, never deleted).
 */
export function SyncResultPanel({ result, contents, isAdmin, onClose }: SyncResultPanelProps) {
  const save = useSaveTemplateContent();
  const adopt = (difference: SyncDifference) => {
    const content = contents.find((c) => c.id === difference.id);
    if (!content) return;
    save.mutate(
      {
        id: content.id,
        dbVersion: content.dbVersion,
        name: difference.standardName ?? content.name,
        description: difference.standardDescription ?? content.description,
        exampleText: content.exampleText,
        srId: content.srId,
      },
      {
        onSuccess: () => notify.info(`"${content.name}" updated from the standard.`),
        onError: (error) => notify.error(TEMPLATE_CONTENT_MESSAGES.save, error),
      },
    );
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
        {result.changedInStandard.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              Changed in the standard
            </Text>
            <List size="sm" spacing={4}>
              {result.changedInStandard.map((d) => (
                <List.Item key={d.id}>
                  <Group gap="xs">
                    <Text size="sm">
                      {d.name} → {d.standardName}
                    </Text>
                    {isAdmin && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        loading={save.isPending}
                        onClick={() => adopt(d)}
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
