import { Accordion, Alert, Anchor, Box, Stack, Text } from '@mantine/core';
import { LICENSING_NOTICE, type RequirementSearchResult } from '@qms/shared-api';
import {
  INDENT_REM,
  PANEL_TEXTS,
  highlightParts,
  panelsOf,
  referencesToShow,
  requirementHref,
  type PanelRequirement,
} from '../model/panels';

interface RequirementPanelsProps {
  result: RequirementSearchResult;
  /** the filter text: from 3 characters (trimmed) it filters the text requirements and highlights its matches */
  filterText?: string;
  /** the 'Referencing standards' text of a requirement (SR relation references), when known */
  referencesOf?: (requirementId: string) => string | null | undefined;
}

/**
 * The requirement search panels (spec 3 §2): one expansion panel per regulation with its requirements and
 * headings; a requirement (and a heading) opens the gap list at it in a new tab.
 */
export function RequirementPanels({ result, filterText = '', referencesOf }: RequirementPanelsProps) {
  const panels = panelsOf(result, filterText);
  if (panels.length === 0) return <Text size="sm">{PANEL_TEXTS.empty}</Text>;
  return (
    <Accordion multiple defaultValue={panels.map((p) => p.regulation.id)} variant="separated">
      {panels.map(({ regulation, requirements, licensed }) => (
        <Accordion.Item key={regulation.id} value={regulation.id}>
          <Accordion.Control>
            <Text size="sm" fw={700}>
              {regulation.title}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap={4}>
              {licensed && (
                <Alert color="yellow" variant="light" p="xs">
                  <Text size="xs">{LICENSING_NOTICE}</Text>
                </Alert>
              )}
              {requirements.map((p) => (
                <RequirementEntry
                  key={p.requirement.id}
                  entry={p}
                  filterText={filterText}
                  references={referencesToShow(referencesOf?.(p.requirement.id))}
                />
              ))}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function Highlighted({ text, filterText }: { text: string; filterText: string }) {
  return (
    <>
      {highlightParts(text, filterText).map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}

function RequirementEntry({
  entry,
  filterText,
  references,
}: {
  entry: PanelRequirement;
  filterText: string;
  references: string | null;
}) {
  const r = entry.requirement;
  const heading = r.type === 'HEADING';
  return (
    <Box data-testid={`requirement-${r.key}`} style={{ paddingLeft: `${entry.depth * INDENT_REM}rem` }}>
      <Anchor
        href={requirementHref(r)}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        fw={heading ? 700 : undefined}
        c={heading ? 'dark' : undefined}
      >
        {r.paragraph && (
          <Text span fw={700} size="sm" mr={6}>
            {r.paragraph}
          </Text>
        )}
        {r.paragraph && ' '}
        {heading ? entry.plain : <Highlighted text={entry.plain} filterText={filterText} />}
      </Anchor>
      {references && (
        <Box mt={2} ml="sm">
          <Text size="xs" fw={700}>
            {PANEL_TEXTS.referencing}
          </Text>
          <Text size="xs">{references}</Text>
        </Box>
      )}
    </Box>
  );
}
