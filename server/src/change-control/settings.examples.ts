// The requests of the document-control settings routes (settings.routes.ts) for the generated route checks.
import type { RouteExamples } from '../http/route-examples';
import { documentControlSettings } from './settings';

export const settingsExamples: RouteExamples = {
  'GET /qms-api/change-control/settings': {
    // one settings row per tenant, no rows to list: only "none of the other tenant's data" applies
    seed: async () => ({ ids: [], names: [], listsRows: false }),
  },
  'PUT /qms-api/change-control/settings': {
    example: async (fx) => {
      const { dbVersion } = await fx.run((tx) => documentControlSettings(tx, fx.tenantId));
      return { body: { trainingPeriodDays: 10, reviewIntervalMonths: 36, dbVersion } };
    },
  },
};
