// The request of GET …/training-preview for the generated route checks: any process version of the tenant.
import { routeKey, type RouteExamples } from '../../http/route-examples';
import { freshProcess } from '../../../test/fixtures/processes';

export const assignmentsExamples: RouteExamples = {
  [routeKey({ method: 'GET', service: 'qms', url: '/sops/v/:versionId/training-preview' })]: {
    example: async (fx) => {
      const { versionId } = await freshProcess(fx, { blocks: [{ type: 'STEP' }] });
      return { params: { versionId } };
    },
  },
};
