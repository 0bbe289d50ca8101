// The rows the generated route checks (src/route-table.test.ts) use for signatures.routes.ts: loaded by the checks
// only, never by the server.
import type { RouteExamples } from '../http/route-examples';

export const signaturesExamples: RouteExamples = {
  // the answer is one flag about the caller, not a list: only "B sees nothing of A's" applies
  'GET /qms-api/signatures/session': { seed: async () => ({ ids: [], names: [], listsRows: false }) },
};
