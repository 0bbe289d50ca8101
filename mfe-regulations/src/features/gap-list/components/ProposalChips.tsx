import { Button, Chip, Group, Text } from '@mantine/core';
import { useState } from 'react';
import {
  PROPOSALS_COLLAPSE_ABOVE,
  showProposedContents,
  type ProposalOption,
  type Proposals,
} from '../model/proposals';

/**
 * The proposals of one requirement in edit mode (spec 3 §2): one chip per proposed process and template content,
 * ticked when it is assigned; a click toggles the assignment. More than 3 template contents wait behind
 * 'Show N proposed Template Contents...'.
 */
export function ProposalChips({
  proposals,
  paragraph,
  assignedProcesses,
  assignedContents,
  disabled,
  onToggleProcess,
  onToggleContent,
}: {
  proposals: Proposals;
  paragraph: string;
  assignedProcesses: readonly string[];
  assignedContents: readonly string[];
  disabled: boolean;
  onToggleProcess: (artifactId: string) => void;
  onToggleContent: (templateContentId: string) => void;
}): JSX.Element {
  const contents = proposals.templateContents;
  const [showAll, setShowAll] = useState(false);
  const expanded = showAll || contents.length <= PROPOSALS_COLLAPSE_ABOVE;
  const chips = (options: ProposalOption[], assigned: readonly string[], toggle: (id: string) => void) =>
    options.map((o) => (
      <Chip
        key={o.value}
        size="xs"
        checked={assigned.includes(o.value)}
        disabled={disabled}
        onChange={() => toggle(o.value)}
      >
        {o.label}
      </Chip>
    ));
  return (
    <Group gap={6} role="group" aria-label={`Proposals for ${paragraph}`}>
      <Text size="xs" fw={600}>
        Proposals:
      </Text>
      {proposals.processes.length > 0 && (
        <Group gap={4} role="group" aria-label="Proposed processes">
          {chips(proposals.processes, assignedProcesses, onToggleProcess)}
        </Group>
      )}
      {contents.length > 0 &&
        (expanded ? (
          <Group gap={4} role="group" aria-label="Proposed template contents">
            {chips(contents, assignedContents, onToggleContent)}
          </Group>
        ) : (
          <Button size="compact-xs" radius="xl" variant="light" onClick={() => setShowAll(true)}>
            {showProposedContents(contents.length)}
          </Button>
        ))}
    </Group>
  );
}
