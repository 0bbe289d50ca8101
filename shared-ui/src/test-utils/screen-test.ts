import { notify, type Notification } from '../notify/notify';
import { setupMockBackend } from './mock-backend';

export interface ScreenTest {
  /** the MSW mock backend (`server.use(failWith(…))` for one test) */
  server: ReturnType<typeof setupMockBackend>;
  /** what the screen sent to the snackbar during the current test */
  snackbar: { readonly messages: Notification[]; errors: () => string[] };
}

/**
 * The one setup of a screen test file: the mock backend (reset after each test) and the captured snackbar
 * (emptied before each test). Call once at the top of the file: `const { server, snackbar } = setupScreenTest();`
 */
export function setupScreenTest(): ScreenTest {
  const server = setupMockBackend();
  const messages: Notification[] = [];
  let stop: () => void = () => undefined;
  beforeEach(() => {
    messages.length = 0;
    stop = notify.subscribe((n) => messages.push(n));
  });
  afterEach(() => stop());
  return {
    server,
    snackbar: {
      messages,
      errors: () => messages.filter((m) => m.kind === 'error').map((m) => m.message),
    },
  };
}

/**
 * jsdom lays nothing out, so a virtual list's scroll box measures 0 and renders no rows: give every element this
 * client size for the test file (restored after it). Call at the top of the file, beside setupScreenTest().
 */
export function sizeScrollBoxes({
  height = 800,
  width = 800,
}: { height?: number; width?: number } = {}): void {
  const spies: jest.SpyInstance[] = [];
  beforeAll(() => {
    spies.push(jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height));
    spies.push(jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width));
  });
  afterAll(() => spies.forEach((spy) => spy.mockRestore()));
}
