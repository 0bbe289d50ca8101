// The rows and requests of GET /my-trainings and POST /trainings/:id/confirm for the generated route checks: an
// OPEN training of a process version in release, assigned to the given user (the release row is a real one).
import type { SessionUser } from '@qms/shared-api/contract';
import { routeKey, type ExampleFixtures, type RouteExamples } from '../../http/route-examples';
import { freshProcess } from '../../../test/fixtures/processes';
import { currentRelease } from '../../change-control/index';
import { exampleRelease, withSignaturePassword } from '../../change-control/change-control.examples';
import { sopChangeControlHost } from '../../processes/index';
import { trainingAssignments } from '../schema';

async function exampleTraining(fx: ExampleFixtures, assignee: SessionUser) {
  const documentName = fx.uniqueName('Trained process');
  const { artifactId, versionId } = await exampleRelease(fx, {
    host: sopChangeControlHost,
    exampleVersion: (f, releaseState) =>
      freshProcess(f, { name: documentName, releaseState, blocks: [{ type: 'TIPTAP' }] }),
  });
  return fx.run(async (tx) => {
    const release = (await currentRelease(tx, fx.tenantId, 'SOP', versionId))!;
    const [row] = await tx
      .insert(trainingAssignments)
      .values({
        tenantId: fx.tenantId,
        userId: assignee.userId,
        userDisplayName: assignee.userName,
        artifactId,
        artifactVersionId: versionId,
        version: 1,
        documentName,
        releaseId: release.id,
        reason: 'EXTRA',
        dueDate: '2030-01-31',
      })
      .returning({ id: trainingAssignments.id, dbVersion: trainingAssignments.dbVersion });
    return { ...row!, documentName };
  });
}

const confirmExample = async (fx: ExampleFixtures, assignee: SessionUser) => {
  const training = await exampleTraining(fx, assignee);
  return {
    params: { id: training.id },
    body: {
      dbVersion: training.dbVersion,
      password: await withSignaturePassword(fx, assignee),
      email: assignee.email,
    },
  };
};

export const myTrainingsExamples: RouteExamples = {
  [routeKey({ method: 'GET', service: 'qms', url: '/my-trainings' })]: {
    seed: async (fx) => {
      const training = await exampleTraining(fx, fx.caller);
      return { ids: [training.id], names: [training.documentName] };
    },
  },
  [routeKey({ method: 'POST', service: 'qms', url: '/trainings/:id/confirm' })]: {
    example: (fx) => confirmExample(fx, fx.caller),
    participantExample: confirmExample,
  },
};
