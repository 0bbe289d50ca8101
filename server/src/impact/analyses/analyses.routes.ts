import { ImpactAnalysisSearchResponse } from '@qms/shared-api/contract';
import { defineRoute } from '../../http/route';
import { createImpactAnalysis, searchImpactAnalyses } from './analyses.repository';

export const analysesRoutes = [
  defineRoute({
    method: 'GET',
    url: '/impact-analyses/search',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: "The tenant's impact analyses with their statistics",
    tags: ['impact'],
    response: ImpactAnalysisSearchResponse,
    seed: async (fx) => {
      const title = fx.uniqueName('Analysis');
      const values = {
        title,
        regulationIdFrom: fx.uniqueName('reg-from'),
        regulationIdTo: fx.uniqueName('reg-to'),
      };
      const analysis = await fx.run((tx) => createImpactAnalysis(tx, fx.tenantId, values));
      return { ids: [analysis.id], names: [title, values.regulationIdFrom, values.regulationIdTo] };
    },
    handler: ({ tx, user }) => searchImpactAnalyses(tx, user.tenantId),
  }),
];
