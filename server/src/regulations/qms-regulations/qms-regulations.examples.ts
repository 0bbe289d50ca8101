// The requests and rows the generated route checks (src/route-table.test.ts) use for qms-regulations.routes.ts: test
// support beside the routes it exercises, loaded by the checks only, never by the server.
import { type ExampleFixtures } from '../../http/route-examples';
import { exampleRegulation } from '../../../test/fixtures/example-regulation';
import { updateQmsRegulation } from './qms-regulations.repository';
import type { RouteExamples } from '../../http/route-examples';

/** A tenant's record with a date no other tenant's seed uses: what the cross-tenant check looks for. */
async function seedRecord(fx: ExampleFixtures) {
  const { regulationId } = await exampleRegulation(fx);
  const year = 2100 + Math.floor(Math.random() * 800);
  const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
  const activeFrom = `${year}-03-${day}`;
  await fx.run((tx) =>
    updateQmsRegulation(tx, fx.tenantId, regulationId, {
      state: 'ACTIVE',
      activeFrom,
      activeTo: null,
      dbVersion: 0,
    }),
  );
  return { ids: [], names: [activeFrom] };
}

export const qmsRegulationsExamples: RouteExamples = {
  'GET /qms-api/qms-regulations': {
    seed: seedRecord,
  },
  'GET /qms-api/qms-regulations/search': {
    seed: seedRecord,
  },
  'GET /qms-api/qms-regulations/statistics': {
    seed: async () => ({ ids: [], names: [], listsRows: false }),
  },
  'GET /qms-api/qms-regulations/:id': {
    example: async (fx) => ({ params: { id: (await exampleRegulation(fx)).regulationId } }),
  },
  'GET /qms-api/qms-regulations/:id/statistics': {
    example: async (fx) => ({ params: { id: (await exampleRegulation(fx)).regulationId } }),
  },
  'PUT /qms-api/qms-regulations/:id': {
    example: async (fx) => ({
      params: { id: (await exampleRegulation(fx)).regulationId },
      body: { state: 'ACTIVE', activeFrom: '2026-01-01', activeTo: '2026-12-31', dbVersion: 0 },
    }),
  },
};
