import { http, HttpResponse } from 'msw';
import type { AuditCount, AuditEntry, AuditPage, AuditVerification } from '../../audit/audit.contract';
import { forbidViewer, qms } from './util';

/** One sample change, so the mock Audit Trail page has something to show and expand. */
const MOCK_AUDIT_ENTRY: AuditEntry = {
  seq: 1,
  occurredAt: '2026-03-01T09:00:00.000000Z',
  tableName: 'roles',
  recordId: 'mock-role-1',
  recordName: 'Lead Auditor',
  recordParentId: null,
  action: 'UPDATE',
  oldValues: { name: 'Auditor', db_version: 1 },
  newValues: { name: 'Lead Auditor', db_version: 2 },
  actorId: 'mock-admin',
  actorName: 'Anna Admin',
  requestId: 'req-1',
  reason: null,
  chainPosition: 1,
  hash: '0'.repeat(64),
};

const mockEntries = (request: Request): AuditEntry[] => {
  const recordId = new URL(request.url).searchParams.get('recordId');
  return [MOCK_AUDIT_ENTRY].filter((e) => !recordId || e.recordId === recordId);
};

/** The audit trail of the mock backend: admins only, as on the server. */
export const auditHandlers = [
  http.get(qms('/audit-trail'), ({ request }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const page: AuditPage = { entries: mockEntries(request), page: 1, pageSize: 50 };
    return HttpResponse.json(page);
  }),
  http.get(qms('/audit-trail/count'), ({ request }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const count: AuditCount = { total: mockEntries(request).length };
    return HttpResponse.json(count);
  }),
  http.get(qms('/audit-trail/verify'), ({ request }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const result: AuditVerification = { valid: true, checked: 1, lastSeq: 1, unsealed: 0, firstBroken: null };
    return HttpResponse.json(result);
  }),
  http.get(qms('/audit-trail/export.csv'), ({ request }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    return new HttpResponse('\uFEFF"Seq"\r\n"1"\r\n', {
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    });
  }),
];
