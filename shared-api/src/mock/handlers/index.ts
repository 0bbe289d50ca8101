import { http } from 'msw';
import { auditHandlers } from './audit.handlers';
import { changeControlVersionHandlers } from './change-control-versions.handlers';
import { changeControlHandlers } from './change-control.handlers';
import { myApprovalsHandlers } from './my-approvals.handlers';
import { trainingHandlers } from './training.handlers';
import { periodicReviewHandlers } from './periodic-review.handlers';
import { commentsStorageHandlers } from './comments-storage.handlers';
import { authHandlers } from './auth.handlers';
import { impactHandlers } from './impact.handlers';
import { impactImportHandlers } from './impact-import.handlers';
import { platformHandlers } from './platform.handlers';
import { processesHandlers } from './processes.handlers';
import { regulationsHandlers } from './regulations.handlers';
import { releaseRulesHandlers } from './release-rules.handlers';
import { rolesHandlers } from './roles.handlers';
import { roleHoldersHandlers } from './role-holders.handlers';
import { documentControlHandlers } from './document-control.handlers';
import { templatesHandlers } from './templates.handlers';
import { trainingMatrixHandlers } from './training-matrix.handlers';
import { errorResponse, qms, requireToken, sr } from './util';

// one file per area (and platform/auth), so an area's mock grows beside its contract
export {
  auditHandlers,
  authHandlers,
  changeControlHandlers,
  changeControlVersionHandlers,
  impactHandlers,
  platformHandlers,
  processesHandlers,
  regulationsHandlers,
  releaseRulesHandlers,
  rolesHandlers,
  templatesHandlers,
};

/**
 * Every resource of the mock backend; `setupServer(...handlers)` in Jest, `setupWorker(...handlers)` in the browser.
 * The first handler answers any API call without a bearer token with the server's 401, as the server does.
 */
export const handlers = [
  http.all(qms('/*'), ({ request }) => requireToken(request)),
  http.all(sr('/*'), ({ request }) => requireToken(request)),
  // before the processes handlers: /sops/v/… and /sops/:artifactId/versions are theirs
  ...changeControlHandlers,
  ...changeControlVersionHandlers,
  ...myApprovalsHandlers,
  ...trainingHandlers,
  ...periodicReviewHandlers,
  ...processesHandlers,
  ...templatesHandlers,
  ...regulationsHandlers,
  ...impactImportHandlers,
  ...impactHandlers,
  ...platformHandlers,
  ...releaseRulesHandlers,
  ...roleHoldersHandlers,
  ...documentControlHandlers,
  ...trainingMatrixHandlers,
  ...authHandlers,
  ...auditHandlers,
  ...commentsStorageHandlers,
];

type MockMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * A one-off failure for tests: `server.use(failWith('post', '/qms-api/roles', 500, 'db down'))`.
 * The path is matched on any origin, as the regular handlers are.
 */
export function failWith(method: MockMethod, path: string, status = 500, errorMessage = 'Mock failure') {
  return http[method](`*${path}`, () => errorResponse(status, errorMessage));
}
