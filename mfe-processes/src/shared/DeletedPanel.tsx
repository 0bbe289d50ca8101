import { Accordion, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';

interface DeletedItem {
  id: string;
  label: string;
}

interface DeletedPanelProps {
  /** 'Deleted Blocks' or 'Deleted Terms' */
  title: string;
  items: readonly DeletedItem[];
  /** undo is offered only while the process can be edited */
  canUndo: boolean;
  pendingId?: string | null;
  onUndo: (id: string) => void;
}

/** A collapsible list of the deleted blocks or terms with Undo (spec 1 §2.6; shown only while in work). */
export function DeletedPanel({ title, items, canUndo, pendingId, onUndo }: DeletedPanelProps): JSX.Element {
  return (
    <Accordion variant="contained" chevronPosition="left">
      <Accordion.Item value="deleted">
        <Accordion.Control>
          {title} ({items.length})
        </Accordion.Control>
        <Accordion.Panel>
          {items.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nothing deleted in this version.
            </Text>
          ) : (
            <Stack gap={4}>
              {items.map((item) => (
                <Group key={item.id} justify="space-between" wrap="nowrap">
                  <Text size="sm" td="line-through">
                    {item.label}
                  </Text>
                  {canUndo && (
                    <Button
                      size="compact-sm"
                      variant="light"
                      leftSection={<IconArrowBackUp size={14} />}
                      loading={pendingId === item.id}
                      onClick={() => onUndo(item.id)}
                      aria-label={`Undo deletion of ${item.label}`}
                    >
                      Undo
                    </Button>
                  )}
                </Group>
              ))}
            </Stack>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
