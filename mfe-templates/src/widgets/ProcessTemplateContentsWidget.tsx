import { Badge, Group, Loader, MultiSelect, Stack, Text } from '@mantine/core';
import { TEMPLATE_CONTENT_MESSAGES, useTemplateContents } from '@qms/shared-api';
import { useNotifyQueryError } from '@qms/shared-ui';
import { useProcessVersionLinks, type ProcessWidgetProps } from './process-widget';

/**
 * The Process template contents widget (spec 2 §2): chips of the contents the process lists as outputs; a
 * multi-select to change them while the process is editable.
 */
export default function ProcessTemplateContentsWidget(props: ProcessWidgetProps): JSX.Element {
  const { sop, save, saving } = useProcessVersionLinks(props);
  const contents = useTemplateContents();
  useNotifyQueryError(contents, TEMPLATE_CONTENT_MESSAGES.search);
  if (sop.isLoading || contents.isLoading)
    return <Loader size="sm" m="md" aria-label="Loading template contents" />;
  const ids = sop.data?.sop.templateContentIds ?? [];
  const options = (contents.data ?? [])
    .map((c) => ({ value: c.id, label: c.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const nameOf = (id: string) => options.find((o) => o.value === id)?.label ?? 'Loading...';
  return (
    <Stack gap="xs" p="sm">
      {props.editable ? (
        <MultiSelect
          label="Template Contents"
          data={options}
          value={ids}
          onChange={(next) => save({ templateContentIds: next })}
          disabled={saving}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      ) : ids.length === 0 ? (
        <Text size="sm" c="dimmed">
          No Template Contents.
        </Text>
      ) : (
        <Group gap={6} aria-label="Template Contents">
          {ids.map((id) => (
            <Badge key={id} variant="light" style={{ textTransform: 'none' }}>
              {nameOf(id)}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
