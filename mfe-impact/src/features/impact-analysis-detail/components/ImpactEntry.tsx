import { Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowsDiff, IconEdit, IconEye, IconMessage } from '@tabler/icons-react';
import type { Impact, ImpactAnalysis, RegulationRequirement } from '@qms/shared-api';
import { Breadcrumb } from './Breadcrumb';
import {
  CHANGE_TYPE_COLORS,
  CHANGE_TYPE_LABELS,
  IMPACT_TYPE_COLORS,
  IMPACT_TYPE_LABELS,
} from '../model/labels';
import { RequirementText } from './RequirementText';
import type { AnalysisLookup } from '../hooks/useAnalysisData';
import { breadcrumbsOf } from '../utils/breadcrumb';
import { proposalsOf } from '../utils/proposals';
import type { EntryActions } from './EntryList';
import { QmsEditorSlot } from './QmsEditorSlot';

const paragraphs = (ids: readonly string[], byId: ReadonlyMap<string, RegulationRequirement>) =>
  ids.map((id) => byId.get(id)?.paragraph || byId.get(id)?.key || id).join(', ');

/** A name for the impact in labels: its to-paragraphs, else 'from' and its from-paragraphs. */
function impactName(impact: Impact, lookup: AnalysisLookup): string {
  if (impact.requirementIdsTo.length > 0) return paragraphs(impact.requirementIdsTo, lookup.toById);
  if (impact.requirementIdsFrom.length > 0)
    return `from ${paragraphs(impact.requirementIdsFrom, lookup.fromById)}`;
  return 'without requirements';
}

/**
 * One impact entry (spec 3 §2): the breadcrumb of its from-requirements, the from and to requirements side by side,
 * its change and impact chips, the proposed processes and template contents, and the actions edit, comments and
 * compare. The QMS requirements under it become editable behind the admin toggle.
 */
export function ImpactEntry({
  impact,
  lookup,
  analysis,
  selected,
  commentCount,
  canEdit,
  editQms,
  onSelect,
  onComments,
  onContent,
  onCompare,
}: EntryActions & {
  impact: Impact;
  lookup: AnalysisLookup;
  analysis: ImpactAnalysis;
  selected: boolean;
  commentCount: number;
  onCompare: (impactId: string) => void;
}): JSX.Element {
  const name = impactName(impact, lookup);
  const proposals = proposalsOf(impact, lookup.fromQms, lookup.toQms, lookup.interpreterOf);
  return (
    <Paper
      withBorder
      p="xs"
      m={4}
      id={`impact-${impact.id}`}
      role="article"
      aria-label={`Impact ${name}`}
      aria-current={selected ? 'true' : undefined}
      style={{ background: selected ? 'var(--mantine-color-blue-0)' : undefined }}
    >
      <Stack gap={6}>
        {breadcrumbsOf(impact.requirementIdsFrom, lookup.fromById).map((segments) => (
          <Breadcrumb key={segments.join('/')} segments={segments} />
        ))}
        <SimpleGrid cols={2} spacing="sm">
          <Side
            title="From"
            ids={impact.requirementIdsFrom}
            byId={lookup.fromById}
            paragraphsOf={lookup.fromParagraphs}
            regulationId={analysis.regulationIdFrom}
            editQms={editQms}
          />
          <Side
            title="To"
            ids={impact.requirementIdsTo}
            byId={lookup.toById}
            paragraphsOf={lookup.toParagraphs}
            regulationId={analysis.regulationIdTo}
            editQms={editQms}
          />
        </SimpleGrid>
        <Group gap={6}>
          <Badge color={CHANGE_TYPE_COLORS[impact.changeType]} variant="light">
            {`Change: ${CHANGE_TYPE_LABELS[impact.changeType]}`}
          </Badge>
          <Badge color={IMPACT_TYPE_COLORS[impact.impactType]} variant="light">
            {`Impact: ${IMPACT_TYPE_LABELS[impact.impactType]}`}
          </Badge>
        </Group>
        <Proposals proposals={proposals} lookup={lookup} onContent={onContent} />
        <Group gap={4} justify="flex-end">
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={canEdit ? <IconEdit size={14} /> : <IconEye size={14} />}
            aria-label={`${canEdit ? 'Edit' : 'Show'} impact ${name}`}
            onClick={() => onSelect(impact.id)}
          >
            {canEdit ? 'Edit' : 'Show'}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconMessage size={14} />}
            aria-label={`Comments on impact ${name}: ${commentCount}`}
            onClick={() => onComments(impact.id)}
          >
            {`Comments (${commentCount})`}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconArrowsDiff size={14} />}
            aria-label={`Compare impact ${name}`}
            onClick={() => onCompare(impact.id)}
          >
            Compare
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Side({
  title,
  ids,
  byId,
  paragraphsOf,
  regulationId,
  editQms,
}: {
  title: string;
  ids: readonly string[];
  byId: ReadonlyMap<string, RegulationRequirement>;
  /** a clause's paragraphs are part of its text: shown under it, indented by their level */
  paragraphsOf: ReadonlyMap<string, readonly RegulationRequirement[]>;
  regulationId: string;
  editQms: boolean;
}): JSX.Element {
  return (
    <Stack gap={4} style={{ minWidth: 0 }}>
      <Text size="xs" fw={700} c="dimmed">
        {title}
      </Text>
      {ids.length === 0 && (
        <Text size="sm" c="dimmed">
          None
        </Text>
      )}
      {ids.map((id) => (
        <div key={id}>
          <RequirementText requirement={byId.get(id)} id={id} />
          {(paragraphsOf.get(id) ?? [])
            .flatMap((p) => (ids.includes(p.id) ? [] : [p]))
            .map((p) => (
              <Box key={p.id} pl={`${Math.max(1, p.level - (byId.get(id)?.level ?? 0))}rem`} mt={2}>
                <RequirementText requirement={p} id={p.id} />
              </Box>
            ))}
          {editQms && byId.get(id)?.interpretable && (
            <QmsEditorSlot
              regulationId={regulationId}
              requirementId={id}
              paragraph={byId.get(id)?.paragraph}
            />
          )}
        </div>
      ))}
    </Stack>
  );
}

function Proposals({
  proposals,
  lookup,
  onContent,
}: {
  proposals: ReturnType<typeof proposalsOf>;
  lookup: AnalysisLookup;
  onContent: (templateContentId: string) => void;
}): JSX.Element | null {
  const { sopArtifactIds, templateContentIds, productRequirementIds } = proposals;
  if (sopArtifactIds.length + templateContentIds.length + productRequirementIds.length === 0) return null;
  return (
    <Stack gap={4}>
      {sopArtifactIds.length > 0 && (
        <Group gap={4}>
          <Text size="xs" fw={600}>
            Proposed processes:
          </Text>
          {sopArtifactIds.map((id) => (
            <Badge key={id} variant="outline" size="sm">
              {lookup.sopNames.get(id) ?? id}
            </Badge>
          ))}
        </Group>
      )}
      {templateContentIds.length > 0 && (
        <Group gap={4}>
          <Text size="xs" fw={600}>
            Proposed template contents:
          </Text>
          {templateContentIds.map((id) => (
            <Button key={id} size="compact-xs" variant="light" onClick={() => onContent(id)}>
              {lookup.contentNames.get(id) ?? id}
            </Button>
          ))}
        </Group>
      )}
      {productRequirementIds.length > 0 && (
        <Group gap={4}>
          <Text size="xs" fw={600}>
            Product requirements:
          </Text>
          {productRequirementIds.map((id) => (
            <Badge key={id} variant="outline" color="grape" size="sm">
              {lookup.productNames.get(id) ?? id}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
