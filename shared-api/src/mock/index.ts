// The MSW in-memory mock backend (spec 2 §9). Handlers and store are environment-neutral; msw/node lives in
// './node' (Jest) and msw/browser in './browser', loaded lazily so a production bundle never carries the worker.
export { failWith } from './handlers';
export { getMockDb, resetMockDb } from './db';
export { isProductionBackend } from './flag';

/** Starts the browser mock (see ./browser); a dynamic import keeps msw/browser out of bundles that never call it. */
export async function startMockBackend(): Promise<void> {
  const browser = await import('./browser');
  await browser.startMockBackend();
}
// the processes mock's blocks and terms, for tests that need a state only a later process version would produce
export { processStore } from './handlers/processes-store';
// training assignments for the My Trainings screens' tests (the mock's releases assign nobody: it has no role holders)
export { seedMockTrainings } from './handlers/training.handlers';
