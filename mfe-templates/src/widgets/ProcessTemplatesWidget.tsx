import { Badge, Group, Loader, MultiSelect, Select, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  selectableProcesses,
  TEMPLATE_MESSAGES,
  useTemplateContents,
  useCurrentTemplateList,
  useTemplatesBySopVersion,
  type WidgetProps,
} from '@qms/shared-api';
import { useNotifyQueryError } from '@qms/shared-ui';
import { useProcessVersionLinks } from './parts/process-widget';
import { UsedTemplateCard } from './parts/UsedTemplateCard';

/**
 * The Templates widget of a process (spec 1 §2.6): 'Direct Linked Templates' (a multi-select while the process is
 * editable, chips otherwise) and 'Used Templates' with 'Filter by Process Block'.
 */
export default function ProcessTemplatesWidget(props: WidgetProps['ProcessTemplatesWidget']): JSX.Element {
  const { sop, save, saving } = useProcessVersionLinks(props);
  const templates = useCurrentTemplateList();
  const used = useTemplatesBySopVersion(props.sopVersionId);
  const contents = useTemplateContents();
  useNotifyQueryError(used, TEMPLATE_MESSAGES.list);
  useNotifyQueryError(templates, TEMPLATE_MESSAGES.list);
  const [block, setBlock] = useState<string | null>(null);

  // one choice per template: OBSOLETE skipped, the RELEASED version preferred (spec 1 §4's rule)
  const choices = useMemo(
    () =>
      selectableProcesses(templates.data ?? [])
        .map((t) => ({ value: t.artifactId, label: t.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [templates.data],
  );
  if (sop.isLoading || templates.isLoading) return <Loader size="sm" m="md" aria-label="Loading templates" />;

  const direct = sop.data?.sop.templateArtifactIds ?? [];
  const nameOfArtifact = (id: string) =>
    choices.find((c) => c.value === id)?.label ??
    (templates.data ?? []).find((t) => t.artifactId === id)?.name ??
    'Loading...';
  const contentName = (id: string) => (contents.data ?? []).find((c) => c.id === id)?.name ?? 'Loading...';
  const blocks = (used.data?.blocks ?? []).filter((b) => b.versionState !== 'DELETED');
  const blockName = (versionId: string) => blocks.find((b) => b.versionId === versionId)?.name;
  const shown = (used.data?.templates ?? []).filter(
    (t) => !block || (used.data?.templateToBlocksVersionIds[t.versionId] ?? []).includes(block),
  );

  return (
    <Stack gap="sm" p="sm">
      <Title order={3} size="h6">
        Direct Linked Templates
      </Title>
      {props.editable ? (
        <MultiSelect
          aria-label="Direct Linked Templates"
          data={choices}
          value={direct}
          onChange={(next) => save({ templateArtifactIds: next })}
          disabled={saving}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      ) : direct.length === 0 ? (
        <Text size="sm" c="dimmed">
          No direct linked Templates.
        </Text>
      ) : (
        <Group gap={6}>
          {direct.map((id) => (
            <Badge key={id} variant="light" style={{ textTransform: 'none' }}>
              {nameOfArtifact(id)}
            </Badge>
          ))}
        </Group>
      )}
      <Title order={3} size="h6">
        Used Templates
      </Title>
      <Select
        label="Filter by Process Block"
        data={blocks.map((b) => ({ value: b.versionId, label: b.name }))}
        value={block}
        onChange={setBlock}
        clearable
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      {used.isLoading ? (
        <Loader size="sm" aria-label="Loading used templates" />
      ) : shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          No Templates found.
        </Text>
      ) : (
        shown.map((t) => (
          <UsedTemplateCard
            key={t.versionId}
            template={t}
            blockNames={(used.data?.templateToBlocksVersionIds[t.versionId] ?? []).flatMap(
              (id) => blockName(id) ?? [],
            )}
            contentName={contentName}
          />
        ))
      )}
    </Stack>
  );
}
