import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { ALL_PROCESSES, UNASSIGNED, type ProcessFilter } from './template-rows';

interface ProcessFilterSidebarProps {
  processes: { artifactId: string; name: string }[];
  value: ProcessFilter;
  onChange: (filter: ProcessFilter) => void;
}

const same = (a: ProcessFilter, b: ProcessFilter) =>
  a.kind === b.kind && (a.kind !== 'process' || (b.kind === 'process' && a.artifactId === b.artifactId));

/** The left sidebar of the Template Overview: 'All Processes', 'Unassigned', then each process. */
export function ProcessFilterSidebar({ processes, value, onChange }: ProcessFilterSidebarProps) {
  const entries: { label: string; filter: ProcessFilter }[] = [
    { label: ALL_PROCESSES, filter: { kind: 'all' } },
    { label: UNASSIGNED, filter: { kind: 'unassigned' } },
    ...processes.map((p) => ({
      label: p.name,
      filter: { kind: 'process', artifactId: p.artifactId } as const,
    })),
  ];
  return (
    <Stack component="nav" aria-label="Filter by process" gap={0} w={240} miw={200}>
      <Text size="sm" fw={600} mb={4}>
        Processes
      </Text>
      <ScrollArea.Autosize mah="70vh" type="auto" tabIndex={0} aria-label="Processes">
        {entries.map(({ label, filter }) => (
          <NavLink
            key={filter.kind === 'process' ? filter.artifactId : filter.kind}
            component="button"
            label={label}
            active={same(filter, value)}
            aria-current={same(filter, value) ? 'true' : undefined}
            onClick={() => onChange(filter)}
          />
        ))}
      </ScrollArea.Autosize>
    </Stack>
  );
}
