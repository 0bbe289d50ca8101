import { resetMockDb } from '@qms/shared-api/mock';
import { server } from '@qms/shared-api/mock/node';

/**
 * Wires the shared MSW handlers into a Jest file: listen before, reset handlers and the in-memory store after each
 * test (so tests never share state), close after. Unhandled requests fail the test.
 */
export function setupMockBackend(): typeof server {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockDb();
  });
  afterAll(() => server.close());
  return server;
}
