import { http, HttpResponse } from 'msw';
import {
  DOCUMENT_CONTROL_SETTINGS_PATH,
  DocumentControlSettingsUpdate,
  SETTINGS_CHANGED,
} from '../../change-control/settings.contract';
import { getMockDb } from '../db';
import { errorResponse, forbidViewer, qms, readJson, validationMessage } from './util';

// The document-control settings in the mock (issue 29), with the server's range checks and dbVersion.
const path = qms(DOCUMENT_CONTROL_SETTINGS_PATH.replace('/qms-api', ''));

export const documentControlHandlers = [
  http.get(path, () => HttpResponse.json(getMockDb().documentControlSettings)),
  http.put(path, async ({ request }) => {
    const denied = forbidViewer(request);
    if (denied) return denied;
    const body = DocumentControlSettingsUpdate.safeParse(await readJson(request));
    if (!body.success) return errorResponse(400, validationMessage(body.error));
    const db = getMockDb();
    if (body.data.dbVersion !== db.documentControlSettings.dbVersion)
      return errorResponse(409, SETTINGS_CHANGED);
    db.documentControlSettings = { ...body.data, dbVersion: body.data.dbVersion + 1 };
    return HttpResponse.json(db.documentControlSettings);
  }),
];
