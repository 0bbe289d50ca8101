import { http, HttpResponse } from 'msw';
import { PASSWORD_REQUIRED } from '../../change-control/change-control.contract';
import { TrainingConfirm, type MyTraining, type TrainingPreview } from '../../training/training.contract';
import { TRAINING_ERRORS as E } from '../../training/training.messages';
import { currentUserId } from './change-control.handlers';
import { errorResponse, forbidViewer, qms, validationMessage } from './util';

// Training in the mock (issue 29.3, 29.4), answering like server/src/training: the signed-in user's assignments,
// the signed confirmation (assignee only, OPEN only, dbVersion) and the release preview. The mock has no job-role
// holders, so its releases assign nobody and its preview names nobody; a test or the dev page seeds assignments.

const store: { trainings: (MyTraining & { userId: string })[] } = { trainings: [] };

/** Seeds (replaces) the mock's assignments. */
export function seedMockTrainings(trainings: (MyTraining & { userId: string })[]): void {
  store.trainings = trainings.map((t) => ({ ...t }));
}

const strip = ({ userId: _u, ...training }: MyTraining & { userId: string }): MyTraining => training;
const order = (a: MyTraining, b: MyTraining) =>
  Number(a.state !== 'OPEN') - Number(b.state !== 'OPEN') ||
  (a.state === 'OPEN'
    ? a.dueDate.localeCompare(b.dueDate)
    : (b.closedAt ?? '').localeCompare(a.closedAt ?? ''));

export const trainingHandlers = [
  http.get(qms('/my-trainings'), ({ request }) => {
    const userId = currentUserId(request);
    return HttpResponse.json(
      store.trainings
        .filter((t) => t.userId === userId)
        .map(strip)
        .sort(order),
    );
  }),
  http.get(qms('/sops/v/:versionId/training-preview'), ({ request }) => {
    const refused = forbidViewer(request);
    if (refused) return refused;
    const preview: TrainingPreview = { allRoles: true, trainees: [] };
    return HttpResponse.json(preview);
  }),
  http.post(qms('/trainings/:id/confirm'), async ({ request, params }) => {
    const parsed = TrainingConfirm.safeParse(await request.json());
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    const training = store.trainings.find((t) => t.id === params.id);
    if (!training) return errorResponse(404, E.notFound);
    if (training.userId !== currentUserId(request)) return errorResponse(403, E.notAssignee);
    if (training.state !== 'OPEN') return errorResponse(409, E.notOpen);
    if (training.dbVersion !== parsed.data.dbVersion) return errorResponse(409, E.changed);
    if (!parsed.data.password) return errorResponse(400, PASSWORD_REQUIRED);
    const now = new Date().toISOString();
    Object.assign(training, {
      state: 'CONFIRMED',
      confirmedAt: now,
      closedAt: now,
      dbVersion: training.dbVersion + 1,
    });
    return HttpResponse.json(strip(training));
  }),
];
