import { ApiError } from '../../client/api-error';
import { apiFetch, apiJson } from '../../client/http';
import { TRAINING_MATRIX_PATH, TrainingMatrix } from '../../training/matrix.contract';
import {
  TRAINING_MAIL_PREFERENCES_PATH,
  TrainingMailPreferences,
} from '../../training/training-mail.contract';
import { TRAINING_MAIL_PREFERENCES_CHANGED } from '../../training/training-mail.messages';
import { createSop } from '../../processes/sops.queries';
import { getMockDb, setMockRole } from '../db';
import { setupMockApi } from '../setup-mock-api';

setupMockApi();

describe('mock training matrix and mail setting (answers like the server)', () => {
  it('answers the matrix to admins only: released processes as columns, users as rows', async () => {
    setMockRole('admin');
    const { sop } = await createSop({ name: 'Purchasing' });
    getMockDb().sops.sops.find((s) => s.versionId === sop.versionId)!.releaseState = 'RELEASED';
    const matrix = await apiJson(TrainingMatrix, TRAINING_MATRIX_PATH, { query: { today: '2026-01-01' } });
    expect(matrix.processes.map((p) => p.name)).toEqual(['Purchasing']);
    expect(matrix.rows.length).toBe(getMockDb().users.length);
    const bad = await apiFetch(TRAINING_MATRIX_PATH, { query: { status: 'LATE' } }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(ApiError);
    setMockRole('viewer');
    const refused = await apiFetch(TRAINING_MATRIX_PATH).catch((e: unknown) => e);
    expect((refused as ApiError).status).toBe(403);
  });

  it('keeps the mail setting per user with its dbVersion', async () => {
    setMockRole('viewer');
    const get = () => apiJson(TrainingMailPreferences, TRAINING_MAIL_PREFERENCES_PATH);
    expect(await get()).toEqual({ reminders: true, dbVersion: 0 });
    const put = (body: unknown) =>
      apiJson(TrainingMailPreferences, TRAINING_MAIL_PREFERENCES_PATH, { method: 'PUT', body });
    expect(await put({ reminders: false, dbVersion: 0 })).toEqual({ reminders: false, dbVersion: 1 });
    const stale = await put({ reminders: true, dbVersion: 0 }).catch((e: unknown) => e);
    expect((stale as ApiError).errorMessage).toBe(TRAINING_MAIL_PREFERENCES_CHANGED);
  });
});
