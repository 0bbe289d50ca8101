import {
  AuditFilter,
  AuditPage,
  AuditQuery,
  AuditVerification,
  auditChangeSummary,
  auditRecordTypeLabel,
} from '@qms/shared-api/contract';
import { defineRoute } from '../http/route';
import { eachEntry, listEntries, verifyChain } from './audit.repository';
import { csvRow, UTF8_BOM } from '../http/csv';

// The generated route checks' requests and rows for these routes: audit.examples.ts.

const tags = ['audit-trail'];

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

/** The audit trail is for admins only (Part 11: limited to authorised individuals); viewers get 403. */
export const auditRoutes = [
  defineRoute({
    method: 'GET',
    url: '/audit-trail',
    service: 'qms',
    access: 'admin-read',
    tenantScoped: true,
    summary: "The tenant's audit trail, newest first; filters recordId, table, user, action, from/to; paged",
    tags,
    query: AuditQuery,
    response: AuditPage,
    handler: async ({ tx, user, query }) => {
      const { page, pageSize, ...filter } = query;
      const { entries, total } = await listEntries(tx, user.tenantId, filter, page, pageSize);
      return { entries, total, page, pageSize };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/audit-trail/export.csv',
    service: 'qms',
    access: 'admin-read',
    tenantScoped: true,
    summary: 'The filtered audit trail as CSV (UTF-8 with BOM, RFC 4180, formulas neutralised)',
    tags,
    query: AuditFilter,
    produces: 'text/csv',
    handler: async ({ tx, user, query, reply }) => {
      const lines = [UTF8_BOM, csvRow(CSV_HEADER)];
      for await (const e of eachEntry(tx, user.tenantId, query)) {
        lines.push(
          csvRow([
            e.seq,
            e.occurredAt,
            e.actorName,
            e.actorId,
            e.action,
            // the same words and one-line summary as the screen (issue 28.5)
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
        );
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-trail-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(lines.join(''));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/audit-trail/verify',
    service: 'qms',
    access: 'admin-read',
    tenantScoped: true,
    summary:
      "Seals the tenant's committed entries, recomputes its hash chain and names the first broken entry",
    tags,
    response: AuditVerification,
    // what is committed by now is sealed first, so the answer covers it (unsealed: only writes still in flight)
    beforeTransaction: async ({ user, request }) => {
      await request.server.auditSealer.sealTenant(user.tenantId);
    },
    handler: ({ tx, user }) => verifyChain(tx, user.tenantId),
  }),
];
