// The requests and rows the generated route checks (src/route-table.test.ts) use for audit.routes.ts: test
// support beside the routes it exercises, loaded by the checks only, never by the server.
import { randomUUID } from 'node:crypto';
import { type ExampleFixtures, type SeededRows } from '../http/route-examples';
import { recordAuthEvent } from './auth-events';
import type { RouteExamples } from '../http/route-examples';

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

export const auditExamples: RouteExamples = {
  'GET /qms-api/audit-trail': {
    seed: seedEntry,
  },
  'GET /qms-api/audit-trail/count': {
    // a number, not a list: only "B sees nothing of A's" applies (B's count leaves A's entries out)
    seed: async (fx) => ({ ...(await seedEntry(fx)), listsRows: false }),
  },
  'GET /qms-api/audit-trail/export.csv': {
    seed: seedEntry,
  },
  'GET /qms-api/audit-trail/verify': {
    // the answer is a verdict over the chain, not a list: only "B sees nothing of A's" applies
    seed: async (fx) => ({ ...(await seedEntry(fx)), listsRows: false }),
  },
};
