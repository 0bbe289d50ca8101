import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * The mock backend for Jest (shared-api's own tests call setupMockApi(), the screen tests' setupScreenTest() of
 * shared-ui). By hand:
 *   beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 *   afterEach(() => { server.resetHandlers(); resetMockDb(); });
 *   afterAll(() => server.close());
 */
export const server = setupServer(...handlers);
export { setupServer };
export * from './index';
