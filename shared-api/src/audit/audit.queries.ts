import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch, apiJson } from '../client/http';
import {
  AuditCount,
  AuditPage,
  AuditVerification,
  type AuditFilter,
  type AuditQuery,
} from './audit.contract';

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
