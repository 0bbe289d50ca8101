// The rows of GET /my-approvals for the generated route checks: a process in release with the tenant's admin (the
// checks' caller) as its author, so each tenant's answer lists one open decision of its own.
import { routeKey, type RouteExamples } from '../http/route-examples';
import { freshProcess } from '../../test/fixtures/processes';
import { sopChangeControlHost } from '../processes/index';
import { exampleRelease } from './change-control.examples';

export const myApprovalsExamples: RouteExamples = {
  [routeKey({ method: 'GET', service: 'qms', url: '/my-approvals' })]: {
    seed: async (fx) => {
      let name = '';
      const release = await exampleRelease(fx, {
        host: sopChangeControlHost,
        exampleVersion: async (f, releaseState) => {
          const process = await freshProcess(f, { releaseState, blocks: [{ type: 'TIPTAP' }] });
          name = process.name;
          return process;
        },
      });
      return { ids: [release.versionId], names: [name] };
    },
  },
};
