import { Badge, Group, UnstyledButton } from '@mantine/core';
import { useTemplateContentSearch, type TemplateContentSearchResponse } from '@qms/shared-api';
import { ValidationIcons } from './ValidationIcons';

export interface TemplateContentChipProps {
  contentId: string;
  /** makes the chip a toggle button (Template Detail selects the content for its detail panel) */
  onClick?: () => void;
  selected?: boolean;
}

// both lookups are made once per answer, not once per chip per render
const lookups = new WeakMap<TemplateContentSearchResponse, Map<string, string>>();
function nameOf(answer: TemplateContentSearchResponse | undefined, id: string): string {
  if (!answer) return 'Loading...';
  let names = lookups.get(answer);
  if (!names) {
    names = new Map(answer.templateContents.map((c) => [c.id, c.name]));
    lookups.set(answer, names);
  }
  return names.get(id) ?? 'Loading...';
}

/**
 * A template content as a chip with its warning icons (issue 11): the same icons and tooltips as the Template
 * Contents table, from the same answer — the unfiltered search (one cached request however many chips), whose
 * `templateContentInfos` the server computes. The icons sit beside the button, not in it, so each stays focusable.
 */
export function TemplateContentChip({ contentId, onClick, selected = false }: TemplateContentChipProps) {
  const { data } = useTemplateContentSearch({});
  const badge = (
    <Badge
      variant={selected ? 'filled' : 'light'}
      style={{ textTransform: 'none', cursor: onClick ? 'pointer' : undefined }}
    >
      {nameOf(data, contentId)}
    </Badge>
  );
  return (
    <Group gap={2} wrap="nowrap" component="span">
      {onClick ? (
        <UnstyledButton onClick={onClick} aria-pressed={selected}>
          {badge}
        </UnstyledButton>
      ) : (
        badge
      )}
      <ValidationIcons validations={data?.templateContentInfos[contentId]?.validations ?? []} />
    </Group>
  );
}
