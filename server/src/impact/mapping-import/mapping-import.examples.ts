// The requests and rows the generated route checks (src/route-table.test.ts) use for mapping-import.routes.ts: test
// support beside the routes it exercises, loaded by the checks only, never by the server.
import { createImpactAnalysis } from '../analyses/analyses.repository';
import type { RouteExamples } from '../../http/route-examples';

/** A conforming two-map collection; against regulations without those controls it reports them as unmapped. */
const EXAMPLE_COLLECTION = {
  'mapping-collection': {
    uuid: '00000000-0000-4000-8000-000000000001',
    metadata: { title: 'example' },
    mappings: [
      {
        maps: [
          {
            relationship: 'equal-to',
            sources: [{ type: 'control', 'id-ref': 'ac-1' }],
            targets: [{ type: 'control', 'id-ref': 'ac-1' }],
          },
        ],
      },
    ],
  },
};

export const mappingImportExamples: RouteExamples = {
  'POST /qms-api/impact-analyses/:id/import-mapping': {
    example: async (fx) => {
      const analysis = await fx.run((tx) =>
        createImpactAnalysis(
          tx,
          fx.tenantId,
          {
            title: fx.uniqueName('Import'),
            regulationIdFrom: fx.uniqueName('reg-from'),
            regulationIdTo: fx.uniqueName('reg-to'),
          },
          false, // the example regulations need not exist: every control is reported unmapped
        ),
      );
      return { params: { id: analysis.id }, body: EXAMPLE_COLLECTION };
    },
  },
};
