import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch, apiJson } from '../client/http';
import {
  AuditCount,
  AuditPage,
  AuditVerification,
  type AuditFilter,
  type AuditQuery,
} from './audit.contract';
import { CsvEntryCounter } from './csv-progress';

const auditKeys = {
  all: ['audit-trail'] as const,
  page: (query: AuditQuery) => [...auditKeys.all, 'page', query] as const,
  count: (filter: AuditFilter) => [...auditKeys.all, 'count', filter] as const,
};

const asQuery = (query: AuditQuery): Record<string, string | number | undefined> => ({ ...query });

/** GET /qms-api/audit-trail (admins only): one page of entries, newest first. */
function auditTrailQueryOptions(query: AuditQuery) {
  return queryOptions({
    queryKey: auditKeys.page(query),
    queryFn: ({ signal }) => apiJson(AuditPage, '/qms-api/audit-trail', { query: asQuery(query), signal }),
    placeholderData: keepPreviousData,
  });
}

export const useAuditTrail = (query: AuditQuery, enabled = true) =>
  useQuery({ ...auditTrailQueryOptions(query), enabled });

/** GET /qms-api/audit-trail/count: how many entries match; its own query, so turning a page does not count again. */
function auditCountQueryOptions(filter: AuditFilter) {
  return queryOptions({
    queryKey: auditKeys.count(filter),
    queryFn: ({ signal }) =>
      apiJson(AuditCount, '/qms-api/audit-trail/count', { query: { ...filter }, signal }),
  });
}

export const useAuditTrailCount = (filter: AuditFilter, enabled = true) =>
  useQuery({ ...auditCountQueryOptions(filter), enabled });

/** GET /qms-api/audit-trail/verify: recomputes the tenant's hash chain. */
function verifyAuditTrail(): Promise<AuditVerification> {
  return apiJson(AuditVerification, '/qms-api/audit-trail/verify');
}

/** Verify as a mutation: it runs on the user's click, and its answer is shown until the next one. */
export const useVerifyAuditTrail = () => useMutation({ mutationFn: verifyAuditTrail });

/** GET /qms-api/audit-trail/export.csv with the same filters, as a Blob to save (the request needs the token). */
export async function exportAuditTrailCsv(filter: AuditFilter): Promise<Blob> {
  const response = await apiFetch('/qms-api/audit-trail/export.csv', { query: { ...filter } });
  return response.blob();
}

/** How often the export reports its progress at most (a chunk arrives every few milliseconds). */
const EXPORT_PROGRESS_INTERVAL_MS = 100;

/**
 * The CSV export as exportAuditTrailCsv, read as it streams: `onEntries(n)` is told how many entries have arrived
 * (the header line is not one; a cell's line breaks do not end an entry), at most every 100 ms and once at the end
 * with the total. The count of GET /qms-api/audit-trail/count with the same filter says how many will come.
 */
export async function exportAuditTrailCsvWithProgress(
  filter: AuditFilter,
  onEntries: (entries: number) => void,
): Promise<Blob> {
  const response = await apiFetch('/qms-api/audit-trail/export.csv', { query: { ...filter } });
  const counter = new CsvEntryCounter();
  if (!response.body) {
    // no stream to read (an answer without a body): the whole text at once
    const blob = await response.blob();
    counter.push(new Uint8Array(await blob.arrayBuffer()));
    onEntries(counter.end());
    return blob;
  }
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let reportedAt = -Infinity;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    const entries = counter.push(value);
    const now = Date.now();
    if (now - reportedAt >= EXPORT_PROGRESS_INTERVAL_MS) {
      reportedAt = now;
      onEntries(entries);
    }
  }
  onEntries(counter.end());
  return new Blob(parts, { type: response.headers.get('content-type') ?? 'text/csv' });
}
