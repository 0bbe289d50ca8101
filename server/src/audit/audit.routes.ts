import { AuditFilter, AuditPage, AuditQuery, AuditVerification } from '@qms/shared-api/contract';
import { randomUUID } from 'node:crypto';
import { defineRoute, type ExampleFixtures, type SeededRows } from '../http/route';
import { eachEntry, listEntries, verifyChain } from './audit.repository';
import { recordAuthEvent } from './auth-events';
import { csvRow, UTF8_BOM } from '../http/csv';

const tags = ['audit-trail'];

const CSV_HEADER = [
  'Seq',
  'Time (UTC)',
  'User',
  'User ID',
  'Action',
  'Record type',
  'Record ID',
  'Old values',
  'New values',
  'Reason',
  'Request ID',
  'Hash',
];

/** An entry in the tenant's trail that names a fresh session id, for the generated cross-tenant checks. */
async function seedEntry(fx: ExampleFixtures): Promise<SeededRows> {
  const sessionId = randomUUID();
  await fx.system((tx) =>
    recordAuthEvent(tx, {
      tenantId: fx.tenantId,
      userId: fx.caller.userId,
      sessionId,
      event: 'SIGN_IN',
      outcome: 'success',
      clientIp: '127.0.0.1',
    }),
  );
  return { ids: [sessionId], names: [] };
}

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
    seed: seedEntry,
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
    seed: seedEntry,
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
            e.tableName,
            e.recordId,
            e.oldValues,
            e.newValues,
            e.reason,
            e.requestId,
            e.hash,
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
    summary: "Recomputes the tenant's hash chain and names the first broken entry",
    tags,
    response: AuditVerification,
    // the answer is a verdict over the chain, not a list: only "B sees nothing of A's" applies
    seed: async (fx) => ({ ...(await seedEntry(fx)), listsRows: false }),
    handler: ({ tx, user }) => verifyChain(tx, user.tenantId),
  }),
];
