import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import {
  CHANGE_CONTROL_MESSAGES,
  DOCUMENT_HISTORY_PAGE_SIZE,
  unreleasedVersionMessage,
  useDocumentHistory,
  type HistoryEntry,
} from '@qms/shared-api';
import { formatDate, ReviewHistory, useNotifyQueryError } from '@qms/shared-ui';
import { QmsTable, queryTableState, type QmsColumnDef } from '@qms/shared-ui/table';

export interface DocumentHistoryWidgetProps {
  sopArtifactId: string;
}

const processLink = (versionId: string) => `/processes/${encodeURIComponent(versionId)}`;

/**
 * The Document History of a process (spec 1 §2.6): its released versions with Version, Date (DD.MM.YYYY), the
 * Effective date (issue 29.2), Authors and Description, 250 per page without footer, each linking to that version;
 * an alert naming the unreleased version, if there is one; below, the periodic reviews (when, who, meaning, next due).
 */
export function DocumentHistoryWidget({ sopArtifactId }: DocumentHistoryWidgetProps): JSX.Element {
  const history = useDocumentHistory('sops', sopArtifactId);
  useNotifyQueryError(history, CHANGE_CONTROL_MESSAGES.history);
  const unreleased = history.data?.unreleased ?? null;
  const columns = useMemo<QmsColumnDef<HistoryEntry>[]>(
    () => [
      {
        id: 'version',
        header: 'Version',
        accessorFn: (e) => e.version,
        size: 90,
        Cell: ({ row }) => (
          <Anchor component={Link} to={processLink(row.original.versionId)} size="sm">
            V{row.original.version}
          </Anchor>
        ),
      },
      { id: 'date', header: 'Date', accessorFn: (e) => formatDate(e.releasedAt), size: 110 },
      // issue 29.2: the day the version came or comes into force (a calendar day: formatted in UTC)
      {
        id: 'effectiveDate',
        header: 'Effective date',
        accessorFn: (e) => (e.effectiveDate ? formatDate(e.effectiveDate, 'UTC') : ''),
        size: 130,
      },
      { id: 'authors', header: 'Authors', accessorFn: (e) => e.authorDisplayNames.join(', ') },
      {
        id: 'description',
        header: 'Description',
        accessorFn: (e) => e.changeDescription,
        Cell: ({ row }) => (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {row.original.changeDescription}
          </Text>
        ),
      },
    ],
    [],
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="document-history-title">
      <Title order={2} size="h4" id="document-history-title">
        Document History
      </Title>
      {unreleased && (
        <Alert color="blue" variant="light">
          <Anchor component={Link} to={processLink(unreleased.versionId)} size="sm">
            {unreleasedVersionMessage(unreleased.version)}
          </Anchor>
        </Alert>
      )}
      <QmsTable
        ariaLabel="Document History"
        columns={columns}
        data={history.data?.released ?? []}
        getRowId={(e) => e.versionId}
        pageSize={DOCUMENT_HISTORY_PAGE_SIZE}
        footer={false}
        emptyText="No released version yet."
        {...queryTableState(history)}
        tableOptions={{
          enableSorting: false,
          // in the side panel the columns (with the Effective date) scroll sideways: the region must be reachable
          // by keyboard even without a row to focus (WCAG 2.1.1); named apart from the section around it, as two
          // regions of one name are not told apart by a screen reader's landmark list
          mantineTableContainerProps: {
            'aria-busy': history.isLoading,
            tabIndex: 0,
            role: 'region',
            'aria-label': 'Released versions',
          },
        }}
      />
      {/* the periodic reviews of the version in force and before (issue 29.6) */}
      <ReviewHistory kind="sops" artifactId={sopArtifactId} />
    </Stack>
  );
}
