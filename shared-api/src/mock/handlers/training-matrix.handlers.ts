import { http, HttpResponse } from 'msw';
import { validationMessage } from '../../common/validation';
import {
  TrainingMatrixQuery,
  type TrainingMatrix,
  type TrainingMatrixProcess,
} from '../../training/matrix.contract';
import {
  TrainingMailPreferencesUpdate,
  type TrainingMailPreferences,
} from '../../training/training-mail.contract';
import { TRAINING_MAIL_PREFERENCES_CHANGED } from '../../training/training-mail.messages';
import { getMockDb } from '../db';
import { currentUserId } from './change-control.handlers';
import { errorResponse, forbidViewer, qms, readJson } from './util';

// The training matrix and the training mail setting in the mock (issue 29.5, 29.7). The mock keeps no training
// assignments: every released process is a column, every user a row, each cell NONE; the admin-only rule, the
// filters' validation and the setting's dbVersion answer as the server does (training/matrix, training/mail).

const preferences = new Map<string, TrainingMailPreferences>();

function mockMatrix(query: TrainingMatrixQuery): TrainingMatrix {
  const db = getMockDb();
  const released = db.sops.sops.filter((s) => s.releaseState === 'RELEASED');
  const all: TrainingMatrixProcess[] = released
    .map((s) => ({
      artifactId: s.artifactId,
      name: s.name,
      inForce: { versionId: s.versionId, version: s.version, effectiveDate: null },
      coming: null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const processes = all.filter((p) => !query.artifactId || p.artifactId === query.artifactId);
  const rows = db.users
    .filter((u) => !query.userId || u.userId === query.userId)
    .map((u) => ({
      userId: u.userId,
      displayName: u.displayName,
      cells: processes.map((p) => ({
        artifactId: p.artifactId,
        status: 'NONE' as const,
        version: null,
        dueDate: null,
        confirmedAt: null,
      })),
    }))
    // no role holders and no assignments in the mock: a role or status other than NONE matches nobody
    .filter(() => !query.roleId && (!query.status || query.status === 'NONE'));
  return {
    today: query.today ?? new Date().toISOString().slice(0, 10),
    processes,
    rows,
    userOptions: db.users.map((u) => ({ id: u.userId, name: u.displayName })),
    processOptions: all.map((p) => ({ id: p.artifactId, name: p.name })),
  };
}

export const trainingMatrixHandlers = [
  http.get(qms('/training/matrix'), ({ request }) => {
    const denied = forbidViewer(request);
    if (denied) return denied;
    const query = TrainingMatrixQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return errorResponse(400, validationMessage(query.error));
    return HttpResponse.json(mockMatrix(query.data));
  }),
  http.get(qms('/training/mail-preferences'), ({ request }) =>
    HttpResponse.json(preferences.get(currentUserId(request)) ?? { reminders: true, dbVersion: 0 }),
  ),
  http.put(qms('/training/mail-preferences'), async ({ request }) => {
    const body = TrainingMailPreferencesUpdate.safeParse(await readJson(request));
    if (!body.success) return errorResponse(400, validationMessage(body.error));
    const userId = currentUserId(request);
    const current = preferences.get(userId) ?? { reminders: true, dbVersion: 0 };
    if (body.data.dbVersion !== current.dbVersion)
      return errorResponse(409, TRAINING_MAIL_PREFERENCES_CHANGED);
    const saved = { reminders: body.data.reminders, dbVersion: current.dbVersion + 1 };
    preferences.set(userId, saved);
    return HttpResponse.json(saved);
  }),
];
