// The audit trail as CSV (issue 7; streamed, issue 30): the same words and one-line summary as the screen (issue
// 28.5). A tenant's trail grows without end (a million entries is a few years of a busy tenant), so the export is
// never held whole: one batch of entries is read and written at a time, each batch in a transaction of its own, so
// a slow download holds neither a connection (PGlite has only one) nor more than a batch of memory.
import { Readable } from 'node:stream';
import { auditChangeSummary, auditRecordTypeLabel, type AuditFilter } from '@qms/shared-api/contract';
import type { Db } from '../db/database';
import { withTenant } from '../db/tenant';
import { csvRow, UTF8_BOM } from '../http/csv';
import { eachEntry, type ReadIn } from './audit.repository';

const CSV_HEADER = [
  'Seq',
  'Time (UTC)',
  'User',
  'User ID',
  'Action',
  'Record type',
  'Record name',
  'Record ID',
  'Change',
  'Old values',
  'New values',
  'Reason',
  'Request ID',
  'Hash',
];

/** The export's text in pieces: the header, then one piece per batch of entries (newest first). */
export async function* auditCsvChunks(
  readIn: ReadIn,
  tenantId: string,
  filter: AuditFilter,
  batchSize?: number,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvRow(CSV_HEADER);
  for await (const batch of eachEntry(readIn, tenantId, filter, batchSize)) {
    yield batch
      .map((e) =>
        csvRow([
          e.seq,
          e.occurredAt,
          e.actorName,
          e.actorId,
          e.action,
          auditRecordTypeLabel(e.tableName),
          e.recordName,
          e.recordId,
          auditChangeSummary(e),
          e.oldValues,
          e.newValues,
          e.reason,
          e.requestId,
          e.hash ?? 'not yet sealed',
        ]),
      )
      .join('');
  }
}

/**
 * The export as a byte stream, read as the client takes it: a batch (~0.3 MB of text) is read only once the one
 * before has been written (a byte stream's buffer holds less than one piece).
 */
export function auditCsvStream(db: Db, tenantId: string, filter: AuditFilter): Readable {
  const readIn: ReadIn = (work) => withTenant(db, tenantId, work);
  return Readable.from(auditCsvChunks(readIn, tenantId, filter), { objectMode: false });
}
