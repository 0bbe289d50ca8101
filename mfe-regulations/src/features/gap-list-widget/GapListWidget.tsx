import { Accordion, Alert, Badge, Button, Group, Loader, Menu, Stack, Text, Title } from '@mantine/core';
import { IconHighlight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  GAP_MESSAGES,
  LICENSING_NOTICE,
  QMS_REGULATION_STATE_LABELS,
  useGapLists,
  useIsQmsAdmin,
  type GapList,
  useRegulationIdsByArtifact,
} from '@qms/shared-api';
import { notify, useNotifyQueryError } from '@qms/shared-ui';
import { RequirementItem } from './RequirementItem';
import {
  GAP_WIDGET_TEXTS,
  HIGHLIGHT_OPTIONS,
  nextMode,
  requirementsFor,
  setupOf,
  type GapHighlightMode,
  type GapListWidgetProps,
} from './types';

type Selection = { regulationId: string; requirementId: string } | null;

/**
 * The Gap List widget, registry id 'GapListWidget' (spec 3 §2 "Gap List widget"): per regulation that names this process (or, in
 * template mode, this template), its requirements with block linking, highlighting and the implemented mark.
 */
export default function GapListWidget(props: GapListWidgetProps): JSX.Element {
  const setup = setupOf(props);
  const isAdmin = useIsQmsAdmin();
  const kind = setup.type === 'TEMPLATE' ? 'template' : 'sop';
  const artifactId = setup.type === 'NA' ? '' : setup.artifactId;
  const ids = useRegulationIdsByArtifact(kind, artifactId, !!artifactId);
  const lists = useGapLists(ids.data ?? []);
  useNotifyQueryError(ids, "Regulation list couldn't be fetched. Please try again.");

  const [mode, setMode] = useState<GapHighlightMode>('NONE');
  const [modeRegulationId, setModeRegulationId] = useState<string | null>(null);
  const [selected, setSelected] = useState<Selection>(props.selectedRequirement ?? null);
  // the impact chosen in a row's impact menu (spec 3 §4: it clears the highlight mode, a mode change clears it)
  const [selectedImpact, setSelectedImpact] = useState<{ requirementId: string; impactId: string } | null>(
    null,
  );
  // the #requirement-id= of the URL selects a requirement; selecting a block clears it (spec 3 §4)
  useEffect(() => setSelected(props.selectedRequirement ?? null), [props.selectedRequirement]);
  useEffect(() => setSelected(null), [props.selectedBlockArtifactId]);

  const loaded = lists.flatMap((q) => (q.data ? [q.data] : []));
  const panels = loaded
    .map((list) => ({ list, qms: requirementsFor(list.qmsRequirements, setup) }))
    .filter((p) => p.qms.length > 0);

  const blocksOf = (regulationId: string | null, requirementId?: string) =>
    panels
      .filter((p) => p.list.regulation.id === regulationId)
      .flatMap((p) => p.qms)
      .filter((q) => !requirementId || q.requirementId === requirementId)
      .flatMap((q) => q.referencedSopBlockArtifactIds);

  // 'highlight sop blocks without reference': blocks linked to no requirement of any regulation listed here
  const highlightOf = (m: GapHighlightMode, regulationId: string | null) => ({
    mode: m,
    blockArtifactIds:
      m === 'NONE'
        ? []
        : m === 'HIGHLIGHT_NOT_LINKED'
          ? panels.flatMap((p) => p.qms.flatMap((q) => q.referencedSopBlockArtifactIds))
          : blocksOf(regulationId),
  });

  const chooseMode = (regulationId: string, chosen: GapHighlightMode) => {
    const next = regulationId === modeRegulationId ? nextMode(mode, chosen) : chosen;
    setMode(next);
    setModeRegulationId(regulationId);
    setSelected(null); // any highlight mode change clears the selected requirement and impact
    setSelectedImpact(null);
    props.onSelectRequirement?.(null);
    props.onHighlight?.(highlightOf(next, regulationId));
  };
  const select = (list: GapList, requirementId: string) => {
    const same = selected?.regulationId === list.regulation.id && selected.requirementId === requirementId;
    const next = same ? null : { regulationId: list.regulation.id, requirementId };
    setSelected(next);
    props.onSelectRequirement?.(next);
    props.onHighlight?.(
      next
        ? { mode: 'EXCLUSIVE_HIGHLIGHT', blockArtifactIds: blocksOf(next.regulationId, requirementId) }
        : highlightOf(mode, modeRegulationId),
    );
  };

  const selectImpact = (requirementId: string, impactId: string | null) => {
    setSelectedImpact(impactId ? { requirementId, impactId } : null);
    if (!impactId || mode === 'NONE') return;
    setMode('NONE');
    setModeRegulationId(null);
    // a selected requirement keeps its own highlight; otherwise the mode's highlight goes
    if (!selected) props.onHighlight?.(highlightOf('NONE', null));
  };

  const loading = ids.isLoading || lists.some((q) => q.isLoading);
  const failedIndex = lists.findIndex((q) => q.isError);
  const failedId = failedIndex >= 0 ? ids.data![failedIndex]! : null;
  useEffect(() => {
    if (failedId) notify.error(GAP_MESSAGES.gapEntries(failedId));
  }, [failedId]);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {GAP_WIDGET_TEXTS.title}
      </Title>
      {props.onRemoveBlockSelection && (
        <Button
          size="xs"
          variant="default"
          disabled={!props.selectedBlockArtifactId}
          onClick={props.onRemoveBlockSelection}
        >
          {GAP_WIDGET_TEXTS.removeSelection}
        </Button>
      )}
      {loading ? (
        <Loader size="sm" aria-label="Loading the gap list" />
      ) : panels.length === 0 ? (
        <Text size="sm">{failedId ? GAP_MESSAGES.gapEntries(failedId) : GAP_WIDGET_TEXTS.empty}</Text>
      ) : (
        <>
          <Text size="sm">{GAP_WIDGET_TEXTS.intro}</Text>
          <Accordion multiple defaultValue={panels.map((p) => p.list.regulation.id)} variant="separated">
            {panels.map(({ list, qms }) => {
              const byId = new Map(list.requirements.map((r) => [r.id, r]));
              return (
                <Accordion.Item key={list.regulation.id} value={list.regulation.id}>
                  <Accordion.Control>
                    <Group gap={6}>
                      <Text size="sm" fw={700}>
                        {list.regulation.title}
                      </Text>
                      <Badge size="sm" variant="default">
                        {QMS_REGULATION_STATE_LABELS[list.qmsRegulation.state]}
                      </Badge>
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    {props.onHighlight && (
                      <Menu>
                        <Menu.Target>
                          <Button size="xs" variant="subtle" leftSection={<IconHighlight size={14} />}>
                            Highlight blocks
                          </Button>
                        </Menu.Target>
                        <Menu.Dropdown>
                          {HIGHLIGHT_OPTIONS.map((o) => (
                            <Menu.Item
                              key={o.mode}
                              aria-checked={modeRegulationId === list.regulation.id && mode === o.mode}
                              fw={
                                modeRegulationId === list.regulation.id && mode === o.mode ? 700 : undefined
                              }
                              onClick={() => chooseMode(list.regulation.id, o.mode)}
                            >
                              {o.label}
                            </Menu.Item>
                          ))}
                        </Menu.Dropdown>
                      </Menu>
                    )}
                    <Stack gap={4}>
                      {!list.contentVisible && (
                        // spec 3 §5: without the view right the licensing notice stands in for the texts
                        <Alert color="yellow" variant="light" p="xs">
                          <Text size="xs">{LICENSING_NOTICE}</Text>
                        </Alert>
                      )}
                      {qms.map((q) => (
                        <RequirementItem
                          key={q.requirementId}
                          qms={q}
                          requirement={byId.get(q.requirementId)}
                          setup={setup}
                          isAdmin={isAdmin}
                          selectedBlockArtifactId={props.selectedBlockArtifactId ?? null}
                          selected={
                            selected?.regulationId === list.regulation.id &&
                            selected.requirementId === q.requirementId
                          }
                          onSelect={() => select(list, q.requirementId)}
                          selectedImpactId={
                            selectedImpact?.requirementId === q.requirementId ? selectedImpact.impactId : null
                          }
                          onSelectImpact={(impactId) => selectImpact(q.requirementId, impactId)}
                        />
                      ))}
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              );
            })}
          </Accordion>
        </>
      )}
    </Stack>
  );
}
