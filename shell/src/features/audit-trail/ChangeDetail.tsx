import { Anchor, Code, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { auditRecordTypeLabel, type AuditEntry } from '@qms/shared-api';

const show = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** The fields an entry touched: for an update the changed columns (old → new), for insert/delete the whole row. */
function changedFields(entry: AuditEntry): { field: string; oldValue: string; newValue: string }[] {
  const fields = new Set([...Object.keys(entry.oldValues ?? {}), ...Object.keys(entry.newValues ?? {})]);
  return [...fields].sort().map((field) => ({
    field,
    oldValue: show(entry.oldValues?.[field]),
    newValue: show(entry.newValues?.[field]),
  }));
}

/** The expanded row of the Audit Trail table: field, old value → new value, and the entry's chain data. */
export function ChangeDetail({ entry }: { entry: AuditEntry }): JSX.Element {
  const rows = changedFields(entry);
  return (
    <Stack gap="xs" data-testid={`audit-detail-${entry.seq}`}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No field values recorded.
        </Text>
      ) : (
        <Table withTableBorder striped aria-label={`Changes of entry ${entry.seq}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Field</Table.Th>
              <Table.Th>Old value</Table.Th>
              <Table.Th aria-hidden>→</Table.Th>
              <Table.Th>New value</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.field}>
                <Table.Td>
                  <Code>{row.field}</Code>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{row.oldValue}</Table.Td>
                <Table.Td aria-hidden>→</Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{row.newValue}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {/* the id moved out of the row (issue 28.5); it is still the Record ID filter's value */}
      <Text size="xs" c="dimmed">
        {auditRecordTypeLabel(entry.tableName)} <Code>{entry.recordId}</Code> ·{' '}
        <Anchor component={Link} to={`/audit-trail?recordId=${encodeURIComponent(entry.recordId)}`} size="xs">
          All entries of this record
        </Anchor>
      </Text>
      <Text size="xs" c="dimmed">
        Entry {entry.seq} · request {entry.requestId ?? '–'} · user id {entry.actorId} ·{' '}
        {/* the sealer chains an entry seconds after its commit (ADR 0163) */}
        {entry.hash === null ? (
          'not yet sealed'
        ) : (
          <>
            hash <Code>{entry.hash.slice(0, 16)}…</Code>
          </>
        )}
      </Text>
    </Stack>
  );
}
