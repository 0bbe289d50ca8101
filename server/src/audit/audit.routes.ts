import { AuditCount, AuditFilter, AuditPage, AuditQuery, AuditVerification } from '@qms/shared-api/contract';
import { defineRoute } from '../http/route';
import { auditCsvStream } from './audit-csv';
import { countEntries, listEntries, verifyChain } from './audit.repository';

// The generated route checks' requests and rows for these routes: audit.examples.ts.

const tags = ['audit-trail'];

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
      return { entries: await listEntries(tx, user.tenantId, filter, page, pageSize), page, pageSize };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/audit-trail/count',
    service: 'qms',
    access: 'admin-read',
    tenantScoped: true,
    summary: 'How many entries of the audit trail match the filters (asked once per filter, not per page)',
    tags,
    query: AuditFilter,
    response: AuditCount,
    handler: async ({ tx, user, query }) => ({ total: await countEntries(tx, user.tenantId, query) }),
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
    // streamed after the request's transaction, a batch per transaction of its own (audit-csv.ts)
    handler: async ({ user, query, reply, request }) => {
      const day = new Date().toISOString().slice(0, 10);
      void reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-trail-${day}.csv"`)
        .header('cache-control', 'no-store');
      return auditCsvStream(request.server.database.db, user.tenantId, query);
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
