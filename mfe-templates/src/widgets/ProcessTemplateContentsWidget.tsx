import { Group, Loader, MultiSelect, Stack, Text } from '@mantine/core';
import { TEMPLATE_CONTENT_MESSAGES, useTemplateContentSearch } from '@qms/shared-api';
import { useNotifyQueryError } from '@qms/shared-ui';
import { TemplateContentChip } from '../features/template-contents';
import type { WidgetProps } from '@qms/shared-api';
import { useProcessVersionLinks } from './parts/process-widget';

/**
 * The Process template contents widget (spec 2 §2): chips of the contents the process lists as outputs, each with
 * the warning icons of the Template Contents table (issue 11); a multi-select to change them while the process is
 * editable, the chips of the chosen contents that carry a warning beneath it.
 */
export default function ProcessTemplateContentsWidget(
  props: WidgetProps['ProcessTemplateContentsWidget'],
): JSX.Element {
  const { sop, save, saving } = useProcessVersionLinks(props);
  // the unfiltered search: the contents with their server-computed infos, the answer the chips read too (one
  // cached request)
  const contents = useTemplateContentSearch({});
  useNotifyQueryError(contents, TEMPLATE_CONTENT_MESSAGES.search);
  const infos = contents.data?.templateContentInfos;
  const hasWarning = (id: string) => (infos?.[id]?.validations.length ?? 0) > 0;
  if (sop.isLoading || contents.isLoading)
    return <Loader size="sm" m="md" aria-label="Loading template contents" />;
  const ids = sop.data?.sop.templateContentIds ?? [];
  const options = (contents.data?.templateContents ?? [])
    .map((c) => ({ value: c.id, label: c.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const chips = (shown: readonly string[], label: string) => (
    <Group gap={6} role="group" aria-label={label}>
      {shown.map((id) => (
        <TemplateContentChip key={id} contentId={id} />
      ))}
    </Group>
  );
  return (
    <Stack gap="xs" p="sm">
      {props.editable ? (
        <>
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
          {chips(ids.filter(hasWarning), 'Template Contents with warnings')}
        </>
      ) : ids.length === 0 ? (
        <Text size="sm" c="dimmed">
          No Template Contents.
        </Text>
      ) : (
        chips(ids, 'Template Contents')
      )}
    </Stack>
  );
}
