// Mantine's global CSS is imported here only (areas are separate React roots without global CSS).
// Order matters: core, dates, then mantine-react-table.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import 'mantine-react-table/styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

async function main(): Promise<void> {
  // Test scaffolding only (spec: production-backend flag). The condition is a build-time literal (DefinePlugin):
  // in a production build it is constant false, webpack drops the branch and the mock chunk (MSW, handlers,
  // fixtures) is never emitted; e2e/tests/production-build.spec.ts proves it. shared-api is imported inside the
  // branch: a static import would load all of it (and zod, react-query) with the sign-in view (issue 8).
  if (process.env.QMS_PRODUCTION_BACKEND === 'false') {
    const { isProductionBackend } = await import('@qms/shared-api');
    if (!isProductionBackend()) {
      const { startMockBackend } = await import('@qms/shared-api/mock');
      await startMockBackend();
    }
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing in index.html');
  createRoot(container).render(<App />);
}

void main();
