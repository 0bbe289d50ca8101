import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NO_PROCESS_DIAGRAM, PROCESS_MESSAGES, QMS_PROCESS_IMAGE } from '@qms/shared-api';
import { failWith, getMockDb } from '@qms/shared-api/mock';
import { renderWithProviders, seedProcess, setupScreenTest } from '@qms/shared-ui/test-utils';
import { ProcessOverviewPage } from './ProcessOverviewPage';

const { server, snackbar } = setupScreenTest();

describe('ProcessOverviewPage', () => {
  it('lists processes in tree order, links each to its version, and hides admin actions from viewers', async () => {
    const parent = seedProcess('Design Control', { releaseState: 'RELEASED' });
    seedProcess('Design Review', { parent: parent.artifactId });
    seedProcess('Document Control');
    renderWithProviders(<ProcessOverviewPage />, { session: 'viewer' });
    expect(screen.getByRole('heading', { name: 'Process Overview', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Processes' });
    await within(table).findByRole('link', { name: 'Design Control' });
    expect(
      within(table)
        .getAllByRole('link', { name: /^(Design|Document)/ })
        .map((l) => l.textContent),
    ).toEqual(['Design Control', 'Design Review', 'Document Control']);
    expect(within(table).getByRole('link', { name: 'Design Control' })).toHaveAttribute(
      'href',
      `/processes/${parent.versionId}`,
    );
    expect(within(table).getByRole('link', { name: 'V1 Released' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Process' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    // no footer
    expect(screen.queryByRole('button', { name: /next page/i })).not.toBeInTheDocument();
    // the tree links to the current version; root entry 'Overview'
    const tree = screen.getByRole('navigation', { name: 'Process tree' });
    expect(within(tree).getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/processes');
    expect(within(tree).getByRole('link', { name: 'Design Control' })).toHaveAttribute(
      'href',
      `/processes/${parent.artifactId}/current`,
    );
    expect(screen.getByText(NO_PROCESS_DIAGRAM)).toBeInTheDocument();
  });

  it('remembers open tree nodes per tenant', async () => {
    const parent = seedProcess('Design Control');
    seedProcess('Design Review', { parent: parent.artifactId });
    const first = renderWithProviders(<ProcessOverviewPage />, { session: 'admin' });
    const user = userEvent.setup();
    const tree = screen.getByRole('navigation', { name: 'Process tree' });
    await user.click(await within(tree).findByRole('button', { name: 'Expand Design Control' }));
    expect(within(tree).getByRole('link', { name: 'Design Review' })).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<ProcessOverviewPage />, { session: 'admin' });
    const again = screen.getByRole('navigation', { name: 'Process tree' });
    expect(await within(again).findByRole('link', { name: 'Design Review' })).toBeInTheDocument();
  });

  it('creates a process below a parent with the dialog (validation, defaults, # Root Process)', async () => {
    seedProcess('Design Control');
    renderWithProviders(<ProcessOverviewPage />, { session: 'admin' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New Process' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Process' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Requirement Type' })).toHaveValue('QMS');
    expect(within(dialog).getByRole('textbox', { name: 'Parent' })).toHaveValue('# Root Process');
    const version = within(dialog).getByRole('textbox', { name: /Initial Version/ });
    expect(version).toHaveValue('1');
    await user.clear(version);
    await user.type(version, '0');
    expect(await within(dialog).findByText('Initial Version must be a positive number.')).toBeInTheDocument();
    await user.clear(version);
    await user.type(version, '2');
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'x');
    await user.clear(within(dialog).getByRole('textbox', { name: /Title/ }));
    expect(await within(dialog).findByText('Minimum 1 character')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Design Review');
    await user.click(within(dialog).getByRole('textbox', { name: 'Parent' }));
    await user.click(await screen.findByRole('option', { name: 'Design Control' }));
    await user.click(save);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New Process' })).not.toBeInTheDocument(),
    );
    const created = getMockDb().sops.sops.find((s) => s.name === 'Design Review');
    expect(created?.version).toBe(2);
    const artifact = getMockDb().sops.artifacts.find((a) => a.artifactId === created?.artifactId);
    expect(getMockDb().sops.sops.find((s) => s.artifactId === artifact?.parentArtifactId)?.name).toBe(
      'Design Control',
    );
  });

  it('deletes a draft after confirmation and reorders siblings', async () => {
    seedProcess('Alpha');
    seedProcess('Beta');
    renderWithProviders(<ProcessOverviewPage />, { session: 'admin' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move Beta up' }));
    await waitFor(() => expect(getMockDb().sops.rootOrderedArtifactIds.length).toBe(2));
    const names = () =>
      getMockDb().sops.rootOrderedArtifactIds.map(
        (id) => getMockDb().sops.sops.find((s) => s.artifactId === id)?.name,
      );
    await waitFor(() => expect(names()).toEqual(['Beta', 'Alpha']));
    // the actions are pinned to the table's right edge, in view where the other columns scroll sideways
    expect(screen.getByRole('button', { name: 'Delete Alpha' }).closest('td')).toHaveAttribute(
      'data-column-pinned',
      'right',
    );
    // and the toolbar offers no columns menu that would unpin them
    expect(screen.queryByRole('button', { name: /show\/hide columns/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete process' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names()).toEqual(['Beta']));
  });

  it('shows the process map only when its SVG is longer than 850 characters', async () => {
    getMockDb().config.set(
      QMS_PROCESS_IMAGE,
      `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(900)}</svg>`,
    );
    renderWithProviders(<ProcessOverviewPage />, { session: 'viewer' });
    expect(await screen.findByRole('img', { name: 'Process map' })).toBeInTheDocument();
    expect(screen.queryByText(NO_PROCESS_DIAGRAM)).not.toBeInTheDocument();
  });

  it('lists the current versions and counts every version by state from the statistics (ADR 0200)', async () => {
    seedProcess('Design Control', { releaseState: 'RELEASED' });
    const scopes: (string | null)[] = [];
    server.use(
      // noted, then answered by the mock backend
      http.get('*/qms-api/sops', ({ request }) => {
        scopes.push(new URL(request.url).searchParams.get('scope'));
      }),
      http.get('*/qms-api/sops/statistics', () =>
        HttpResponse.json({
          countByReleaseState: { DRAFT: 4, IN_RELEASE: 1, RELEASED: 7, OBSOLETE: 23 },
          latestReleasedCount: 7,
          latestReleasedStepCount: 40,
        }),
      ),
    );
    renderWithProviders(<ProcessOverviewPage />, { session: 'viewer' });
    await within(await screen.findByRole('table', { name: 'Processes' })).findByRole('link', {
      name: 'Design Control',
    });
    expect(scopes).toEqual(['current']);
    const panel = await screen.findByLabelText('Process versions by release state');
    expect(within(panel).getByText('Obsolete').nextSibling).toHaveTextContent('23');
    expect(within(panel).getByText('Released').nextSibling).toHaveTextContent('7');
  });

  it('reports a failed fetch with the spec message', async () => {
    server.use(failWith('get', '/qms-api/sops', 500, 'db down'));
    renderWithProviders(<ProcessOverviewPage />, { session: 'viewer' });
    await waitFor(() => expect(snackbar.errors()).toContain(PROCESS_MESSAGES.list));
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
  });
});
