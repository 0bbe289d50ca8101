import { Chip, Group, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { SrReference } from '@qms/shared-api';
import { LINKED_TO_BLOCK, type ProcessTemplateContent } from '../model/process-sources';
import {
  SEARCH_TAGS,
  buildSearchFilter,
  type ProcessSearchSources,
  type SearchTag,
  type SelectedContent,
} from '../model/search';
import { RequirementSearchResults } from './RequirementSearchResults';

/**
 * The requirement search of a process (spec 1 §2.6, spec 3 §2): tag chips, an optional selected process or
 * template content, a filter text, and the regulation panels of what the standards service relates to them.
 */
export function RequirementSearch({
  templateContents,
  processContents,
  sources,
}: {
  templateContents: ProcessTemplateContent[];
  processContents: SrReference[];
  sources: ProcessSearchSources;
}): JSX.Element {
  const [tags, setTags] = useState<SearchTag[]>([...SEARCH_TAGS]);
  const [templateContentId, setTemplateContentId] = useState<string | null>(null);
  const [processContentId, setProcessContentId] = useState<string | null>(null);
  const [filterText, setFilterText] = useState('');
  const chosenTemplate = templateContents.find((c) => c.id === templateContentId);
  const selected: SelectedContent = chosenTemplate?.srId
    ? { kind: 'template', srId: chosenTemplate.srId }
    : processContentId
      ? { kind: 'process', id: processContentId }
      : null;
  const filter = buildSearchFilter(tags, selected, sources);

  return (
    <Stack gap="xs" component="section" aria-label="Requirement search">
      <Text size="sm" fw={700}>
        Requirement search
      </Text>
      <Chip.Group multiple value={tags} onChange={(v) => setTags(v as SearchTag[])}>
        <Group gap={6} role="group" aria-label="Search by">
          {SEARCH_TAGS.map((tag) => (
            <Chip key={tag} value={tag} size="xs">
              {tag}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {templateContents.length > 0 && (
        <Group gap={6} role="group" aria-label="Template Contents of this process">
          {templateContents.map((c) => (
            <Group key={c.id} gap={2} wrap="nowrap">
              <Chip
                size="xs"
                variant="outline"
                checked={c.id === templateContentId}
                disabled={!c.srId}
                onChange={() => {
                  setTemplateContentId(c.id === templateContentId ? null : c.id);
                  setProcessContentId(null);
                }}
              >
                {c.name}
              </Chip>
              {c.linkedToBlock && (
                <Tooltip label={LINKED_TO_BLOCK} withinPortal>
                  <IconCheck
                    size={16}
                    role="img"
                    aria-label={LINKED_TO_BLOCK}
                    color="var(--mantine-color-green-8)"
                  />
                </Tooltip>
              )}
            </Group>
          ))}
        </Group>
      )}
      <Select
        size="xs"
        label="Process Content"
        placeholder="Any"
        clearable
        searchable
        data={processContents.map((c) => ({ value: c.id, label: c.name }))}
        value={processContentId}
        onChange={(v) => {
          setProcessContentId(v);
          if (v) setTemplateContentId(null);
        }}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        size="xs"
        label="Filter requirements"
        value={filterText}
        onChange={(e) => setFilterText(e.currentTarget.value)}
      />
      <RequirementSearchResults
        filter={filter}
        filterText={filterText}
        label="Loading the linked requirements"
      />
    </Stack>
  );
}
