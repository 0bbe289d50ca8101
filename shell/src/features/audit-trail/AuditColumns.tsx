import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { auditChangeSummary, auditRecordPath, auditRecordTypeLabel, type AuditEntry } from '@qms/shared-api';
import type { QmsColumnDef } from '@qms/shared-ui/table';

const time = (iso: string) => new Date(iso).toLocaleString(undefined, { timeZoneName: 'short' });

/** The record an entry is about: its name where it has one (else its id), linked to the screen that shows it. */
function RecordCell({ entry }: { entry: AuditEntry }): JSX.Element {
  const path = auditRecordPath(entry);
  const text = entry.recordName ?? entry.recordId;
  const style = entry.recordName ? undefined : { fontFamily: 'var(--mantine-font-family-monospace)' };
  if (!path) {
    return (
      <Text size="sm" style={style}>
        {text}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={path} size="sm" style={style}>
      {text}
    </Anchor>
  );
}

/** The trail's columns (issue 28.5): the record type as a word, the record by name, the change in one line. */
export const AUDIT_COLUMNS: QmsColumnDef<AuditEntry>[] = [
  { accessorKey: 'occurredAt', header: 'Time', size: 190, Cell: ({ cell }) => time(cell.getValue<string>()) },
  { accessorKey: 'actorName', header: 'User', size: 150 },
  {
    accessorKey: 'action',
    header: 'Action',
    size: 120,
    Cell: ({ cell }) => <Badge variant="light">{cell.getValue<string>()}</Badge>,
  },
  {
    id: 'recordType',
    accessorFn: (entry) => auditRecordTypeLabel(entry.tableName),
    header: 'Record type',
    size: 140,
  },
  {
    id: 'record',
    accessorFn: (entry) => entry.recordName ?? entry.recordId,
    header: 'Record',
    size: 220,
    Cell: ({ row }) => <RecordCell entry={row.original} />,
  },
  {
    id: 'change',
    accessorFn: (entry) => auditChangeSummary(entry),
    header: 'Change',
    size: 320,
    // one line in the row; the full old and new values are in the expanded row
    Cell: ({ cell }) => (
      <Text size="sm" lineClamp={1} title={cell.getValue<string>()}>
        {cell.getValue<string>()}
      </Text>
    ),
  },
  { accessorKey: 'reason', header: 'Reason' },
];
