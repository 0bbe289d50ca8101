// The requests and rows the generated route checks (src/route-table.test.ts) use for sops.routes.ts: test
// support beside the routes it exercises, loaded by the checks only, never by the server.
import { FIXED, fixedName, fixedProcess, freshProcess } from '../../../test/fixtures/processes';
import { insertRelease, updateRelease } from '../../change-control/releases.repository';
import { createSop } from './sops.repository';
import type { ExampleFixtures, RouteExamples } from '../../http/route-examples';

/** A RELEASED process whose completed release comes into force tomorrow (issue 29.2: a coming version). */
async function comingProcess(fx: ExampleFixtures) {
  const sop = await freshProcess(fx, { releaseState: 'RELEASED', changeDescription: 'Example change' });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await fx.run(async (tx) => {
    const releaseId = await insertRelease(tx, fx.tenantId, {
      artifactType: 'SOP',
      artifactId: sop.artifactId,
      artifactVersionId: sop.versionId,
      initiatedBy: fx.caller.userId,
      initiatedByDisplayName: 'Example',
      initiatedComment: 'Example release',
      dueDate: null,
      effectiveDate: tomorrow,
      expectedDecider: fx.caller.userId,
      expectedDeciderDisplayName: 'Example',
      participants: [{ kind: 'AUTHOR', userId: fx.caller.userId, userDisplayName: 'Example' }],
    });
    await updateRelease(tx, fx.tenantId, releaseId, { state: 'COMPLETED', decidedAt: new Date() });
  });
  return sop;
}

export const sopsExamples: RouteExamples = {
  'GET /qms-api/sops': {
    seed: async (fx) => {
      const name = fx.uniqueName('Process');
      const srProcessId = crypto.randomUUID();
      const sop = await fx.run((tx) => createSop(tx, fx.tenantId, { name, srProcessIds: [srProcessId] }));
      return { ids: [sop.artifactId, sop.versionId, srProcessId], names: [name] };
    },
  },
  'GET /qms-api/sops/statistics': {
    seed: async (fx) => {
      await freshProcess(fx, { releaseState: 'RELEASED', blocks: [{ type: 'STEP' }] });
      return { ids: [], names: [], listsRows: false };
    },
  },
  'GET /qms-api/sops/artifact-summaries': {
    seed: async (fx) => {
      await fixedProcess(fx);
      return { ids: [], names: [fixedName(fx.tenantId)] };
    },
    example: async (fx) => {
      await fixedProcess(fx);
      return { query: { artifactIds: FIXED.artifactId } };
    },
  },
  'POST /qms-api/sops': {
    example: async (fx) => ({ body: { name: fx.uniqueName('New process'), description: 'Purpose' } }),
  },
  'GET /qms-api/sops/sop-artifact-uuid/versions/:versionId': {
    example: async (fx) => ({ params: { versionId: (await freshProcess(fx)).versionId } }),
  },
  'GET /qms-api/sops/:artifactId/current': {
    example: async (fx) => ({ params: { artifactId: (await freshProcess(fx)).artifactId } }),
  },
  'GET /qms-api/sops/:artifactId/in-force': {
    example: async (fx) => ({ params: { artifactId: (await comingProcess(fx)).artifactId } }),
  },
  'GET /qms-api/sops/coming-versions': {
    seed: async (fx) => {
      const sop = await comingProcess(fx);
      return { ids: [sop.artifactId, sop.versionId], names: [sop.name] };
    },
  },
  'PUT /qms-api/sops/order': {
    example: async (fx) => {
      await fixedProcess(fx);
      return {
        query: { artifactId: FIXED.artifactId },
        body: { orderedArtifactIds: [...FIXED.childIds].reverse() },
      };
    },
  },
  'PUT /qms-api/sops/:artifactId': {
    example: async (fx) => ({
      params: { artifactId: (await freshProcess(fx)).artifactId },
      body: { parentArtifactId: null, requirementType: 'PRODUCT', dbVersion: 0 },
    }),
  },
  'PUT /qms-api/sops/:artifactId/versions/:versionId': {
    example: async (fx) => {
      const sop = await freshProcess(fx);
      return {
        params: { artifactId: sop.artifactId, versionId: sop.versionId },
        body: { name: 'Renamed', dbVersion: 0 },
      };
    },
  },
  'DELETE /qms-api/sops/:artifactId/versions/:versionId': {
    example: async (fx) => {
      const sop = await freshProcess(fx);
      return { params: { artifactId: sop.artifactId, versionId: sop.versionId } };
    },
  },
};
