import { ActionIcon, Badge, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { IMPACT_MESSAGES, useImpactsBySopArtifact, type GapImpactMenuProps } from '@qms/shared-api';
import {
  analysisPath,
  impactPath,
  impactsOfRequirement,
  typeLabel,
  type RequirementImpact,
} from './impacts-of-requirement';

export const NO_IMPACTS = 'No impact analysis maps this requirement.';

/**
 * The impact menu of a Gap List requirement (spec 3 §2): Select Impact, Open Impact, Open Impact Analysis for each
 * impact that maps the requirement, from GET …/impact-analyses/search/by-sop-artifact/{artifactId} (one request per
 * process, shared by every row). "Select Impact" shows the impact's change and impact beside the requirement;
 * choosing it again deselects it (spec 3 §2; docs/adr/0093-impact-analysis-screens.md).
 */
export default function GapImpactMenu({
  sopArtifactId,
  requirementId,
  selectedImpactId,
  onSelectImpact,
}: GapImpactMenuProps): JSX.Element {
  const query = useImpactsBySopArtifact(sopArtifactId, !!sopArtifactId);
  const impacts = impactsOfRequirement(query.data, requirementId);
  const [ownSelectedId, setOwnSelectedId] = useState<string | null>(null);
  const controlled = onSelectImpact !== undefined;
  const selectedId = controlled ? (selectedImpactId ?? null) : ownSelectedId;
  const toggle = (impactId: string) => {
    const next = selectedId === impactId ? null : impactId;
    if (controlled) onSelectImpact(next);
    else setOwnSelectedId(next);
  };
  const selected = impacts.find((i) => i.impact.id === selectedId) ?? null;
  return (
    <Stack gap={4}>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Tooltip label="Impacts">
            <ActionIcon variant="subtle" aria-label={`Impacts of requirement ${requirementId}`}>
              <IconArrowsExchange size={16} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          {query.isLoading && <Menu.Label>Loading impacts…</Menu.Label>}
          {query.isError && <Menu.Label>{IMPACT_MESSAGES.list}</Menu.Label>}
          {query.data && impacts.length === 0 && <Menu.Label>{NO_IMPACTS}</Menu.Label>}
          {impacts.map(({ impact, analysis }, index) => (
            <Fragment key={impact.id}>
              {index > 0 && <Menu.Divider />}
              <Menu.Label>
                {analysis.title}: {typeLabel(impact.changeType)}, {typeLabel(impact.impactType)}
              </Menu.Label>
              <Menu.Item onClick={() => toggle(impact.id)}>
                {selectedId === impact.id ? 'Deselect Impact' : 'Select Impact'}
              </Menu.Item>
              <Menu.Item component={Link} to={impactPath(analysis.id, impact.id)}>
                Open Impact
              </Menu.Item>
              <Menu.Item component={Link} to={analysisPath(analysis.id)}>
                Open Impact Analysis
              </Menu.Item>
            </Fragment>
          ))}
        </Menu.Dropdown>
      </Menu>
      {selected && <SelectedImpact selected={selected} />}
    </Stack>
  );
}

function SelectedImpact({ selected: { impact, analysis } }: { selected: RequirementImpact }): JSX.Element {
  return (
    <Stack
      gap={2}
      p={4}
      aria-label={`Selected impact of ${analysis.title}`}
      role="group"
      style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}
    >
      <Text size="xs" fw={700}>
        {analysis.title}
      </Text>
      <Group gap={4}>
        <Badge size="sm" variant="light">
          Change: {typeLabel(impact.changeType)}
        </Badge>
        <Badge size="sm" variant="light" color="orange">
          Impact: {typeLabel(impact.impactType)}
        </Badge>
      </Group>
      {impact.changeDescription && <Text size="xs">{impact.changeDescription}</Text>}
      {impact.impactDescription && <Text size="xs">{impact.impactDescription}</Text>}
    </Stack>
  );
}
