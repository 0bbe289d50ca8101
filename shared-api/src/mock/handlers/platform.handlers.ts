import { http, HttpResponse } from 'msw';
import {
  QMS_CONFIG_CHANGED_BY_SOMEONE_ELSE,
  QMS_CONFIG_DB_VERSION_HEADER,
  QMS_CONFIG_VALUE_MAX_BYTES,
  QmsConfigKey,
  QmsConfigWriteQuery,
} from '../../platform/contract';
import { REQUEST_BODY_TOO_LARGE } from '../../common/validation';
import { getMockDb } from '../db';
import { errorResponse, forbidViewer, qms, validationMessage } from './util';

/** Session and tenant calls of spec 1 §7, plus the per-tenant configuration values. */
export const platformHandlers = [
  http.get(qms('/users'), () => HttpResponse.json(getMockDb().users)),
  http.get(qms('/users/sync'), () => new HttpResponse(null, { status: 204 })),
  // the Users page lists the mock directory (read-only: invitations need the real identity provider)
  http.get(qms('/tenant-users'), () =>
    HttpResponse.json({
      managedExternally: false,
      accountConsoleUrl: null,
      users: getMockDb().users.map((user) => ({
        ...user,
        status: 'active',
        lastSignInAt: null,
        invitedAt: null,
        dbVersion: 0,
      })),
    }),
  ),
  // the mock tenant has no logo, so the header shows its initials fallback
  http.get(qms('/tenant-config/logo'), () => errorResponse(404, 'No logo configured for this tenant')),

  http.get(qms('/qms-config/:key/string-value'), ({ params }) => {
    const key = QmsConfigKey.safeParse(params.key);
    if (!key.success) return errorResponse(400, validationMessage(key.error));
    // a key never written reads as the empty string, so callers treat "none yet" like "too short to show"
    const db = getMockDb();
    return new Response(db.config.get(key.data) ?? '', {
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        [QMS_CONFIG_DB_VERSION_HEADER]: String(db.configVersions.get(key.data) ?? 0),
      },
    });
  }),
  http.put(qms('/qms-config/:key/string-value'), async ({ request, params }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const key = QmsConfigKey.safeParse(params.key);
    if (!key.success) return errorResponse(400, validationMessage(key.error));
    const query = QmsConfigWriteQuery.safeParse({
      dbVersion: new URL(request.url).searchParams.get('dbVersion') ?? undefined,
    });
    if (!query.success) return errorResponse(400, validationMessage(query.error));
    const value = await request.text();
    if (new TextEncoder().encode(value).length > QMS_CONFIG_VALUE_MAX_BYTES) {
      return errorResponse(413, REQUEST_BODY_TOO_LARGE);
    }
    const db = getMockDb();
    const current = db.configVersions.get(key.data) ?? 0;
    // as the server: a save names the version it read, never a silent overwrite
    if (query.data.dbVersion !== current) return errorResponse(409, QMS_CONFIG_CHANGED_BY_SOMEONE_ELSE);
    db.config.set(key.data, value);
    db.configVersions.set(key.data, current + 1);
    return HttpResponse.json({ dbVersion: current + 1 });
  }),
];
