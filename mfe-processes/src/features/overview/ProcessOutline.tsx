import { Anchor, Box, Loader, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { RELEASE_STATE_LABELS } from '@qms/shared-api';
import type { ProcessRow } from './process-rows';

/**
 * The LIST view (docs/adr/0052-process-overview-screens.md): every process in tree order, numbered and indented,
 * fully expanded — the whole structure at a glance, without the table's columns.
 */
export function ProcessOutline({ rows, loading }: { rows: ProcessRow[]; loading: boolean }): JSX.Element {
  if (loading) return <Loader size="sm" aria-label="Loading processes" />;
  if (rows.length === 0) return <Text size="sm">No processes yet.</Text>;
  return (
    <Box component="ol" aria-label="Process list" m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map((p) => (
        <Box component="li" key={p.artifactId} pl={p.depth * 20} py={2}>
          <Text span size="sm" c="dimmed" mr={6}>
            {p.number}
          </Text>
          {p.shown ? (
            <Anchor component={Link} to={`/processes/${encodeURIComponent(p.shown.versionId)}`} size="sm">
              {p.name}
            </Anchor>
          ) : (
            <Text span size="sm">
              {p.name}
            </Text>
          )}
          {p.shown && (
            <Text span size="xs" c="dimmed" ml={6}>
              V{p.shown.version} · {RELEASE_STATE_LABELS[p.shown.releaseState]}
            </Text>
          )}
        </Box>
      ))}
    </Box>
  );
}
