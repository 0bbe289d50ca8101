import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { Impact, RegulationRequirement } from '@qms/shared-api';
import { excerpt, notify, plainText } from '@qms/shared-ui';
import { useChunkedCount } from '../hooks/useChunkedCount';
import { FROM_REQUIREMENT_CHUNK_INTERVAL_MS, FROM_REQUIREMENT_CHUNK_SIZE } from '../utils/chunking';
import {
  addNeighbourTo,
  canToggleFrom,
  clauseOrder,
  removeTo,
  toggleFrom,
  type RuleResult,
} from '../utils/rules';
import type { ImpactEditorContext } from '../model/context';
import { RequirementText } from './RequirementText';

/** spec 3 §9: the text filter applies from 3 characters. */
const MIN_FILTER_LENGTH = 3;
const LABEL_EXCERPT = 60;

/**
 * The Requirements tab: the impact's to-requirements (remove one; add the previous or next one in regulation order,
 * spec 3 §5) and the from-requirement checkboxes (enabled for the impact's own or unmapped requirements), loaded in
 * chunks of 100 at 1 ms.
 */
export function RequirementsTab({
  draft,
  patch,
  ctx,
}: {
  draft: Impact;
  patch: (change: Partial<Impact>) => void;
  ctx: ImpactEditorContext;
}): JSX.Element {
  const toOrder = useMemo(() => clauseOrder(ctx.toRequirements), [ctx.toRequirements]);
  const fromOrder = useMemo(() => clauseOrder(ctx.fromRequirements), [ctx.fromRequirements]);
  const apply = (result: RuleResult) => {
    if (result.ok) patch({ requirementIdsTo: result.ids });
    else notify.error(result.message);
  };
  return (
    <Stack gap="sm">
      <Title order={4} size="h6">
        To requirements
      </Title>
      {draft.requirementIdsTo.length === 0 && (
        <Text size="sm" c="dimmed">
          No to-requirement mapped.
        </Text>
      )}
      {draft.requirementIdsTo.map((id) => {
        const r = ctx.toById.get(id);
        return (
          <Group key={id} gap={4} wrap="nowrap" align="flex-start">
            <div style={{ flex: 1, minWidth: 0 }}>
              <RequirementText requirement={r} id={id} />
            </div>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${r?.paragraph || id}`}
              onClick={() => apply(removeTo(draft, id))}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        );
      })}
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArrowUp size={14} />}
          onClick={() => apply(addNeighbourTo(draft, 'previous', toOrder, ctx.impacts))}
        >
          Add previous requirement
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArrowDown size={14} />}
          onClick={() => apply(addNeighbourTo(draft, 'next', toOrder, ctx.impacts))}
        >
          Add next requirement
        </Button>
      </Group>
      <FromRequirementChecks draft={draft} patch={patch} ctx={ctx} order={fromOrder} />
    </Stack>
  );
}

function FromRequirementChecks({
  draft,
  patch,
  ctx,
  order,
}: {
  draft: Impact;
  patch: (change: Partial<Impact>) => void;
  ctx: ImpactEditorContext;
  order: string[];
}): JSX.Element {
  const [filter, setFilter] = useState('');
  const clauses = useMemo(
    () => ctx.fromRequirements.filter((r) => r.type !== 'HEADING').map((r) => ({ r, label: labelOf(r) })),
    [ctx.fromRequirements],
  );
  const text = filter.trim().toLowerCase();
  const shown = useMemo(
    () =>
      text.length >= MIN_FILTER_LENGTH
        ? clauses.filter((c) => c.label.toLowerCase().includes(text))
        : clauses,
    [clauses, text],
  );
  const { count } = useChunkedCount(
    shown.length,
    FROM_REQUIREMENT_CHUNK_SIZE,
    FROM_REQUIREMENT_CHUNK_INTERVAL_MS,
  );
  return (
    <Stack gap={6}>
      <Title order={4} size="h6">
        From requirements
      </Title>
      <TextInput
        size="xs"
        label="Filter from-requirements"
        description={`At least ${MIN_FILTER_LENGTH} characters`}
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
      />
      <ScrollArea.Autosize mah={320} type="auto" tabIndex={0} aria-label="From requirement checkboxes">
        <Stack gap={4} role="group" aria-label="From requirements">
          {shown.slice(0, count).map(({ r, label }) => (
            <Checkbox
              key={r.id}
              size="xs"
              label={label}
              checked={draft.requirementIdsFrom.includes(r.id)}
              disabled={!canToggleFrom(r.id, draft, ctx.impacts)}
              onChange={() => patch({ requirementIdsFrom: toggleFrom(draft, r.id, order) })}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}

/** 'AC-2 Account management ...' — the text only with the view right (licensing). */
function labelOf(r: RegulationRequirement): string {
  const text = r.contentVisible ? plainText(r.text) : '';
  const short = text.length > LABEL_EXCERPT ? excerpt(text, LABEL_EXCERPT) : text;
  return `${r.paragraph || r.key} ${short}`.trim();
}
