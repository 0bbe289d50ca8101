import { apiJson } from '../../client/http';
import { ApiError } from '../../client/api-error';
import {
  MY_TRAININGS_PATH,
  MyTraining,
  MyTrainingList,
  trainingConfirmPath,
} from '../../training/training.contract';
import { TRAINING_ERRORS } from '../../training/training.messages';
import { setMockRole } from '../db';
import { setupMockApi } from '../setup-mock-api';
import { seedMockTrainings } from './training.handlers';

setupMockApi();

const training = (id: string, userId: string, overrides: Partial<MyTraining> = {}) => ({
  userId,
  id,
  dbVersion: 0,
  artifactType: 'SOP' as const,
  artifactId: 'a1',
  versionId: `v-${id}`,
  version: 1,
  documentName: `Process ${id}`,
  reason: 'ROLE' as const,
  roleNames: ['Operator'],
  assignedAt: '2026-11-20T10:00:00Z',
  dueDate: '2030-01-31',
  state: 'OPEN' as const,
  confirmedAt: null,
  closedAt: null,
  link: `/processes/v-${id}`,
  ...overrides,
});
const confirm = (id: string, dbVersion: number) =>
  apiJson(MyTraining, trainingConfirmPath(id), { method: 'POST', body: { dbVersion, password: 'secret' } });
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => 'accepted',
    (e: unknown) => `${(e as ApiError).status} ${(e as ApiError).message}`,
  );

describe('mock My Trainings (answers like the server)', () => {
  it("lists the signed-in user's own trainings, OPEN first by due date, and confirms only their open ones", async () => {
    seedMockTrainings([
      training('late', 'mock-viewer', { dueDate: '2031-01-01' }),
      training('early', 'mock-viewer'),
      training('done', 'mock-viewer', { state: 'CONFIRMED', confirmedAt: '2026-11-21T10:00:00Z' }),
      training('other', 'mock-admin'),
    ]);
    setMockRole('viewer');
    const mine = () => apiJson(MyTrainingList, MY_TRAININGS_PATH);
    expect((await mine()).map((t) => t.id)).toEqual(['early', 'late', 'done']);
    expect(await refusal(confirm('other', 0))).toBe(`403 ${TRAINING_ERRORS.notAssignee}`);
    expect(await refusal(confirm('done', 0))).toBe(`409 ${TRAINING_ERRORS.notOpen}`);
    expect(await refusal(confirm('early', 7))).toBe(`409 ${TRAINING_ERRORS.changed}`);
    expect(await refusal(confirm('nope', 0))).toBe(`404 ${TRAINING_ERRORS.notFound}`);
    const confirmed = await confirm('early', 0);
    expect(confirmed).toMatchObject({ state: 'CONFIRMED', dbVersion: 1 });
    expect(confirmed.confirmedAt).toBeTruthy();
    expect((await mine()).map((t) => [t.id, t.state])).toEqual([
      ['late', 'OPEN'],
      ['early', 'CONFIRMED'],
      ['done', 'CONFIRMED'],
    ]);
  });
});
