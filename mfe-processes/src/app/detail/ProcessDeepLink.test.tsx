import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, seedProcess, setupScreenTest } from '@qms/shared-ui/test-utils';
import { ProcessDetailPage } from './ProcessDetailPage';

// The deep link of My approvals and the release mails (issue 27.6): /processes/{versionId}?tab=releaseWorkflow
// opens the process on its Release Workflow, not on the first side panel.

setupScreenTest();
const slow = { timeout: 8000 };
jest.setTimeout(30_000);

const renderDetail = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/processes/:id" element={<ProcessDetailPage />} />
    </Routes>,
    { route, session: 'admin' },
  );

describe('Process Detail deep link', () => {
  it('opens the Release Workflow panel for ?tab=releaseWorkflow', async () => {
    const p = seedProcess('Deep linked');
    renderDetail(`/processes/${p.versionId}?tab=releaseWorkflow`);
    const tab = await screen.findByRole('tab', { name: 'Release Workflow' }, slow);
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Start Release' }, slow)).toBeInTheDocument();
  });

  it('opens the first panel without it', async () => {
    const p = seedProcess('Not deep linked');
    renderDetail(`/processes/${p.versionId}`);
    const tab = await screen.findByRole('tab', { name: 'Release Workflow' }, slow);
    expect(tab).toHaveAttribute('aria-selected', 'false');
    expect(screen.getAllByRole('tab')[0]).toHaveAttribute('aria-selected', 'true');
  });
});
