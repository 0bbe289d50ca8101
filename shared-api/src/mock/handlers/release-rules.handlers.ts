import { http, HttpResponse } from 'msw';
import {
  FOUR_EYES_CONFIG_KEY,
  FOUR_EYES_RELAXED,
  FOUR_EYES_REQUIRED,
  RELEASE_RULES_CHANGED,
  ReleaseRulesUpdate,
  type ReleaseRules,
} from '../../change-control/release-rules';
import { validationMessage } from '../../common/validation';
import { getMockDb } from '../db';
import { errorResponse, forbidViewer, qms, readJson } from './util';

// The tenant's release rules in the mock, stored like the server's: a config string under FOUR_EYES_CONFIG_KEY.

/** The mock tenant's rules: four-eyes unless relaxed. */
export function mockReleaseRules(): ReleaseRules {
  const db = getMockDb();
  return {
    fourEyes: db.config.get(FOUR_EYES_CONFIG_KEY) !== FOUR_EYES_RELAXED,
    dbVersion: db.configVersions.get(FOUR_EYES_CONFIG_KEY) ?? 0,
  };
}

export const releaseRulesHandlers = [
  http.get(qms('/tenant-settings/release-rules'), () => HttpResponse.json(mockReleaseRules())),
  http.put(qms('/tenant-settings/release-rules'), async ({ request }) => {
    const denied = forbidViewer(request);
    if (denied) return denied;
    const body = ReleaseRulesUpdate.safeParse(await readJson(request));
    if (!body.success) return errorResponse(400, validationMessage(body.error));
    const current = mockReleaseRules();
    if (body.data.dbVersion !== current.dbVersion) return errorResponse(409, RELEASE_RULES_CHANGED);
    const db = getMockDb();
    db.config.set(FOUR_EYES_CONFIG_KEY, body.data.fourEyes ? FOUR_EYES_REQUIRED : FOUR_EYES_RELAXED);
    db.configVersions.set(FOUR_EYES_CONFIG_KEY, current.dbVersion + 1);
    return HttpResponse.json(mockReleaseRules());
  }),
];
