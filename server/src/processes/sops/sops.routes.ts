import { SopListResponse } from '@qms/shared-api/contract';
import { defineRoute } from '../../http/route';
import { createSop, listSops } from './sops.repository';

export const sopsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/sops',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: "The tenant's processes: artifacts (tree and order), versions and all linked SR process ids",
    tags: ['processes'],
    response: SopListResponse,
    seed: async (fx) => {
      const name = fx.uniqueName('Process');
      const srProcessId = crypto.randomUUID();
      const sop = await fx.run((tx) => createSop(tx, fx.tenantId, { name, srProcessIds: [srProcessId] }));
      return { ids: [sop.artifactId, sop.versionId, srProcessId], names: [name] };
    },
    handler: ({ tx, user }) => listSops(tx, user.tenantId),
  }),
];
