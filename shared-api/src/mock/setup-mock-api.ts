import { setApiBaseUrl } from '../client/http';
import { sessionStore } from '../client/session-store';
import { resetMockDb, setMockRole } from './db';
import { server } from './node';
import { signedInForTests } from './test-session';

/**
 * Wires a shared-api Jest file to the mock backend, signed in as the test admin: the client talks to the mock,
 * each test starts signed in with an empty store and the admin role, and unhandled requests fail the test.
 */
export function setupMockApi(): void {
  beforeAll(() => {
    setApiBaseUrl('http://localhost');
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => sessionStore.set(signedInForTests()));
  afterEach(() => {
    server.resetHandlers();
    resetMockDb();
    setMockRole(undefined);
    sessionStore.set(null);
  });
  afterAll(() => server.close());
}
