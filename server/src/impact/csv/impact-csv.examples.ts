// The requests and rows the generated route checks (src/route-table.test.ts) use for impact-csv.routes.ts: test
// support beside the routes it exercises, loaded by the checks only, never by the server.
import { impacts } from '../schema';
import { sharedRegulation } from '../../../test/fixtures/gap-list';
import { createImpactAnalysis } from '../analyses/analyses.repository';
import type { RouteExamples } from '../../http/route-examples';

export const impactCsvExamples: RouteExamples = {
  'GET /qms-api/impact-analyses/:id/csv-export': {
    example: async (fx) => {
      // the open shared regulation on both sides: any admin or viewer may export it
      const { regulationId, requirementId } = await sharedRegulation(fx, false);
      const analysis = await fx.run(async (tx) => {
        const created = await createImpactAnalysis(tx, fx.tenantId, {
          title: fx.uniqueName('CSV'),
          regulationIdFrom: regulationId,
          regulationIdTo: regulationId,
        });
        await tx.insert(impacts).values({
          tenantId: fx.tenantId,
          impactAnalysisId: created.id,
          changeType: 'NO_CHANGE',
          requirementIdsFrom: [requirementId],
          requirementIdsTo: [requirementId],
        });
        return created;
      });
      return { params: { id: analysis.id } };
    },
  },
};
