import { http } from 'msw';
import { auditHandlers } from './audit.handlers';
import { authHandlers } from './auth.handlers';
import { listsHandlers } from './lists.handlers';
import { platformHandlers } from './platform.handlers';
import { rolesHandlers } from './roles.handlers';
import { errorResponse } from './util';

export { auditHandlers, authHandlers, listsHandlers, platformHandlers, rolesHandlers };

/** Every resource of the mock backend; `setupServer(...handlers)` in Jest, `setupWorker(...handlers)` in the browser. */
export const handlers = [
  ...rolesHandlers,
  ...listsHandlers,
  ...platformHandlers,
  ...authHandlers,
  ...auditHandlers,
];

export type MockMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * A one-off failure for tests: `server.use(failWith('post', '/qms-api/roles', 500, 'db down'))`.
 * The path is matched on any origin, as the regular handlers are.
 */
export function failWith(method: MockMethod, path: string, status = 500, errorMessage = 'Mock failure') {
  return http[method](`*${path}`, () => errorResponse(status, errorMessage));
}
