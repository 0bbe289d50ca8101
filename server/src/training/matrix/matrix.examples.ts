// The requests and rows of the generated route checks for matrix.routes.ts: a released process with an open
// training of the tenant's admin, so each tenant's matrix, CSV and records show rows of their own.
import type { ExampleFixtures, RouteExamples } from '../../http/route-examples';
import { releasedVersion, trainingAssignment } from '../../../test/training-records';

async function seedTraining(fx: ExampleFixtures) {
  const person = { userId: fx.caller.userId, userName: fx.caller.userName };
  const name = fx.uniqueName('Trained process');
  return fx.run(async (tx) => {
    const version = await releasedVersion(tx, fx.tenantId, person, { name, effectiveDate: '2030-01-01' });
    await trainingAssignment(tx, fx.tenantId, person, version);
    return { version, name };
  });
}

export const matrixExamples: RouteExamples = {
  'GET /qms-api/training/matrix': {
    seed: async (fx) => {
      const { version, name } = await seedTraining(fx);
      return { ids: [version.artifactId], names: [name] };
    },
  },
  'GET /qms-api/training/matrix.csv': {
    seed: async (fx) => {
      const { name } = await seedTraining(fx);
      return { ids: [], names: [name] };
    },
  },
  'GET /qms-api/training/records/users/:userId/pdf': {
    example: async (fx) => {
      await seedTraining(fx);
      return { params: { userId: fx.caller.userId } };
    },
  },
  'GET /qms-api/training/records/processes/:artifactId/pdf': {
    example: async (fx) => {
      const { version } = await seedTraining(fx);
      return { params: { artifactId: version.artifactId } };
    },
  },
};
