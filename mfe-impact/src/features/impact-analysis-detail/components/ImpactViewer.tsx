import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import type { Impact, RegulationRequirement } from '@qms/shared-api';
import { breadcrumbOf } from '../utils/breadcrumb';
import {
  CHANGE_TYPE_COLORS,
  CHANGE_TYPE_LABELS,
  IMPACT_TYPE_COLORS,
  IMPACT_TYPE_LABELS,
} from '../model/labels';
import { Breadcrumb } from './Breadcrumb';
import { RequirementText } from './RequirementText';

/**
 * The read-only impact detail (spec 3 §2): change and impact chips with their descriptions, and expansion panels of
 * the from- and to-requirements, each with its breadcrumb.
 */
export function ImpactViewer({
  impact,
  fromById,
  toById,
}: {
  impact: Impact;
  fromById: ReadonlyMap<string, RegulationRequirement>;
  toById: ReadonlyMap<string, RegulationRequirement>;
}): JSX.Element {
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            Change
          </Text>
          <Badge color={CHANGE_TYPE_COLORS[impact.changeType]} variant="light">
            {CHANGE_TYPE_LABELS[impact.changeType]}
          </Badge>
        </Group>
        {impact.changeDescription && <Text size="sm">{impact.changeDescription}</Text>}
      </Stack>
      <Stack gap={4}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            Impact
          </Text>
          <Badge color={IMPACT_TYPE_COLORS[impact.impactType]} variant="light">
            {IMPACT_TYPE_LABELS[impact.impactType]}
          </Badge>
        </Group>
        {impact.impactDescription && <Text size="sm">{impact.impactDescription}</Text>}
      </Stack>
      <Accordion multiple variant="contained" defaultValue={['from', 'to']}>
        <RequirementPanel
          value="from"
          title={`From requirements (${impact.requirementIdsFrom.length})`}
          ids={impact.requirementIdsFrom}
          byId={fromById}
        />
        <RequirementPanel
          value="to"
          title={`To requirements (${impact.requirementIdsTo.length})`}
          ids={impact.requirementIdsTo}
          byId={toById}
        />
      </Accordion>
    </Stack>
  );
}

function RequirementPanel({
  value,
  title,
  ids,
  byId,
}: {
  value: string;
  title: string;
  ids: readonly string[];
  byId: ReadonlyMap<string, RegulationRequirement>;
}): JSX.Element {
  return (
    <Accordion.Item value={value}>
      <Accordion.Control>{title}</Accordion.Control>
      <Accordion.Panel>
        <Stack gap="xs">
          {ids.length === 0 && (
            <Text size="sm" c="dimmed">
              None
            </Text>
          )}
          {ids.map((id) => (
            <Stack key={id} gap={2}>
              <Breadcrumb segments={breadcrumbOf(id, byId).slice(0, -1)} />
              <RequirementText requirement={byId.get(id)} id={id} />
            </Stack>
          ))}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
