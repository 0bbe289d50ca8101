import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { IMPACT_MESSAGES, IMPACT_MODE_STORAGE_KEY, LICENSING_NOTICE } from '@qms/shared-api';
import { getMockDb } from '@qms/shared-api/mock';
import { statistics } from '@qms/shared-api/testing';
import { renderWithProviders, setupScreenTest, sizeScrollBoxes } from '@qms/shared-ui/test-utils';
import { ANALYSIS_ID, F, IMPACT_A, IMPACT_B, seedAnalysis, T } from './detail.fixture';
import { ImpactAnalysisDetailPage } from './ImpactAnalysisDetailPage';

const { server, snackbar } = setupScreenTest();

sizeScrollBoxes({ height: 2000 });
beforeEach(() => {
  window.localStorage.clear();
  seedAnalysis();
});

const renderPage = (session: 'admin' | 'viewer', hash = '') =>
  renderWithProviders(
    <Routes>
      <Route path="/impact-analysis/:impactAnalysisId" element={<ImpactAnalysisDetailPage />} />
    </Routes>,
    { session, route: `/impact-analysis/${ANALYSIS_ID}${hash}` },
  );

const list = () => screen.getByRole('region', { name: 'Impacts' });
const loaded = () => screen.findByRole('region', { name: 'Impacts' });
const widget = () => screen.getByRole('region', { name: 'Impact Detail' });

/** An admin on the analysis (impact b removed) clicks Create Impact under 'Impacts without mapped to-clauses'. */
async function createImpactWithoutToClauses() {
  const user = userEvent.setup();
  getMockDb().impacts = getMockDb().impacts.filter((i) => i.id !== IMPACT_B);
  renderPage('admin');
  await loaded();
  const section = await within(list()).findByRole('heading', { name: 'Impacts without mapped to-clauses' });
  await user.click(within(section.parentElement!).getByRole('button', { name: 'Create Impact' }));
  return user;
}

describe('ImpactAnalysisDetailPage', () => {
  it('shows the header, entries in to-regulation order, breadcrumbs and the section without to-clauses (viewer)', async () => {
    renderPage('viewer');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Impact Analysis: Rev 4 to Rev 5' }),
    ).toBeInTheDocument();
    await loaded();
    // AC-1 (impact a) comes before AC-3 (impact b) in Rev. 5, whatever the impacts' stored order
    await waitFor(() =>
      expect(
        within(list())
          .getAllByRole('article', { name: /^Impact / })
          .map((e) => e.getAttribute('aria-label')),
      ).toEqual(['Impact AC-1', 'Impact AC-3', 'Impact from AC-3']),
    );
    const entries = within(list()).getAllByRole('article', { name: /^Impact / });
    expect(screen.getByText('SP 800-53 Rev. 4')).toBeInTheDocument();
    expect(within(entries[0]!).getAllByRole('navigation', { name: 'Breadcrumb' })[0]).toHaveTextContent(
      'Access Con...',
    );
    expect(within(entries[0]!).getByText('Old text of ac1')).toBeInTheDocument();
    expect(within(entries[0]!).getByText('New text of ac1')).toBeInTheDocument();
    expect(within(list()).getByRole('article', { name: 'Not mapped: AC-2' })).toBeInTheDocument();
    expect(
      within(list()).getByRole('heading', { name: 'Impacts without mapped to-clauses' }),
    ).toBeInTheDocument();
    // a viewer creates, imports and edits nothing
    expect(screen.queryByRole('button', { name: 'Create Impact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import mapping' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Edit QMS requirements' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(within(widget()).getByText('No Impact selected')).toBeInTheDocument();
  });

  it('shows an impact read-only to a viewer and compares it in a dialog', async () => {
    const user = userEvent.setup();
    renderPage('viewer');
    await user.click(await screen.findByRole('button', { name: 'Show impact AC-3' }));
    expect(within(widget()).getAllByText('Change')).toHaveLength(2); // the label and the chip
    expect(within(widget()).getByText('Reworded')).toBeInTheDocument();
    expect(within(widget()).getByRole('button', { name: 'From requirements (1)' })).toBeInTheDocument();
    expect(within(widget()).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Compare impact AC-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare from- and to-requirements' });
    expect(await within(dialog).findByText('Old text of ac1')).toContainHTML('del');
  });

  it('links the selected impact to a new tab (#impact=) and says when no template content is selected', async () => {
    const user = userEvent.setup();
    renderPage('viewer');
    const contentPanel = await screen.findByRole('region', { name: 'Template Content Detail' });
    expect(contentPanel).toHaveTextContent('No Template Content selected');
    expect(
      within(widget()).queryByRole('link', { name: 'Open impact in a new tab' }),
    ).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Show impact AC-1' }));
    const link = within(widget()).getByRole('link', { name: 'Open impact in a new tab' });
    expect(link).toHaveAttribute('href', `/impact-analysis/${ANALYSIS_ID}#impact=${IMPACT_A}`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows the licensing notice and hides the CSV export without the rights', async () => {
    const db = getMockDb();
    server.use(
      http.get('*/qms-api/qms-regulations/rev5/gap-list', () =>
        HttpResponse.json({
          regulation: db.regulations[1],
          qmsRegulation: {
            regulationId: 'rev5',
            state: 'INFORMATIVE',
            activeFrom: null,
            activeTo: null,
            dbVersion: 0,
          },
          requirements: db.requirements
            .filter((r) => r.regulationId === 'rev5')
            .map((r) => (r.type === 'HEADING' ? r : { ...r, text: null, contentVisible: false })),
          qmsRequirements: [],
          statistics: statistics(),
          contentVisible: false,
          exportAllowed: false,
        }),
      ),
    );
    renderPage('viewer');
    await loaded();
    // the banner and each to-requirement of the entries
    await waitFor(() => expect(screen.getAllByText(LICENSING_NOTICE).length).toBeGreaterThan(2));
    expect(screen.queryByText('New text of ac1')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('edits the change of an impact (Mapping mode opens the Change tab) and saves it', async () => {
    const user = userEvent.setup();
    renderPage('admin');
    await user.click(await screen.findByRole('button', { name: 'Edit impact AC-1' }));
    expect(within(widget()).getByRole('tab', { name: 'Change', selected: true })).toBeInTheDocument();
    await user.click(within(widget()).getByRole('radio', { name: 'Similar' }));
    await user.type(within(widget()).getByRole('textbox', { name: 'Change description' }), 'Same intent');
    await user.click(within(widget()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(getMockDb().impacts.find((i) => i.id === IMPACT_A)).toMatchObject({
        changeType: 'SIMILAR',
        changeDescription: 'Same intent',
        dbVersion: 1,
      }),
    );
  });

  it('stores the Impact mode, opens the Impact tab and fills a predefined description', async () => {
    const user = userEvent.setup();
    renderPage('admin');
    await user.click(await screen.findByRole('radio', { name: 'Impact' }));
    expect(window.localStorage.getItem(IMPACT_MODE_STORAGE_KEY)).toBe('true');
    // Create Impact is a Mapping-mode action
    expect(screen.queryByRole('button', { name: 'Create Impact' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit impact AC-3' }));
    expect(within(widget()).getByRole('tab', { name: 'Impact', selected: true })).toBeInTheDocument();
    await user.click(within(widget()).getByRole('textbox', { name: 'Predefined impact description' }));
    await user.click(await screen.findByRole('option', { name: 'Impact to Process' }));
    expect(within(widget()).getByRole('textbox', { name: 'Impact description' })).toHaveValue(
      'Impact to Process',
    );
  });

  it('applies the §5 rules to the to-requirements with their messages', async () => {
    const user = userEvent.setup();
    renderPage('admin');
    await user.click(await screen.findByRole('button', { name: 'Edit impact AC-1' }));
    await user.click(within(widget()).getByRole('tab', { name: 'Requirements' }));
    await user.click(within(widget()).getByRole('button', { name: 'Remove AC-1' }));
    expect(snackbar.errors()).toEqual(['One requirement is required.']);
    await user.click(within(widget()).getByRole('button', { name: 'Add previous requirement' }));
    expect(snackbar.errors()).toContain("Can't find next requirement...");
    await user.click(within(widget()).getByRole('button', { name: 'Add next requirement' }));
    await user.click(within(widget()).getByRole('button', { name: 'Add next requirement' }));
    expect(snackbar.errors()).toContain('Next requirement is already mapped with an impact');
    // AC-2 was free: added; a from-requirement of another impact cannot be ticked
    expect(within(widget()).getByRole('button', { name: 'Remove AC-2' })).toBeInTheDocument();
    const fromList = within(widget()).getByRole('group', { name: 'From requirements' });
    expect(await within(fromList).findByRole('checkbox', { name: /^AC-2/ })).toBeDisabled();
    expect(within(fromList).getByRole('checkbox', { name: /^AC-1/ })).toBeChecked();
    await user.click(within(widget()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(getMockDb().impacts.find((i) => i.id === IMPACT_A)?.requirementIdsTo).toEqual([T.ac1, T.ac2]),
    );
  });

  it('takes no edits while a save is under way, and counts later edits against the saved version', async () => {
    const user = userEvent.setup();
    renderPage('admin');
    await user.click(await screen.findByRole('button', { name: 'Edit impact AC-1' }));
    await user.click(within(widget()).getByRole('tab', { name: 'Requirements' }));
    await user.click(within(widget()).getByRole('button', { name: 'Add next requirement' }));
    // the reload that completes the save waits until released
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/qms-api/impact-analyses/*', async () => {
        await gate;
      }),
    );
    await user.click(within(widget()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(getMockDb().impacts.find((i) => i.id === IMPACT_A)?.requirementIdsTo).toEqual([T.ac1, T.ac2]),
    );
    // stored, but the save is not complete until the impact is back: a removal now would be undone by it
    expect(within(widget()).getByRole('button', { name: 'Remove AC-2' })).toBeDisabled();
    release();
    await waitFor(() => expect(within(widget()).getByRole('button', { name: 'Remove AC-2' })).toBeEnabled());
    expect(within(widget()).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(widget()).getByRole('button', { name: 'Remove AC-2' }));
    expect(within(widget()).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(within(widget()).getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('creates an impact from the section without to-clauses: NEW until the first save', async () => {
    const user = await createImpactWithoutToClauses();
    expect(within(widget()).getByText('New impact')).toBeInTheDocument();
    await user.click(within(widget()).getByRole('tab', { name: 'Requirements' }));
    const fromList = within(widget()).getByRole('group', { name: 'From requirements' });
    await user.click(await within(fromList).findByRole('checkbox', { name: /^AC-2/ }));
    await user.click(within(widget()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getMockDb().impacts).toHaveLength(3));
    const created = getMockDb().impacts.at(-1)!;
    expect(created).toMatchObject({
      requirementIdsFrom: [F.ac2],
      requirementIdsTo: [],
      changeType: 'NOT_DEFINED',
    });
    expect(created.id).not.toBe('NEW_IMPACT_ID');
    await waitFor(() => expect(within(widget()).queryByText('New impact')).not.toBeInTheDocument());
  });

  it('offers Save for a new impact only when the server would accept it, and a refusal keeps what was typed', async () => {
    const user = await createImpactWithoutToClauses();
    await user.type(within(widget()).getByRole('textbox', { name: 'Change description' }), 'Split in two');
    const save = within(widget()).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(IMPACT_MESSAGES.oneRequirementRequired);
    await user.click(within(widget()).getByRole('tab', { name: 'Requirements' }));
    const fromList = within(widget()).getByRole('group', { name: 'From requirements' });
    await user.click(await within(fromList).findByRole('checkbox', { name: /^AC-2/ }));
    expect(save).toBeEnabled();
    expect(within(widget()).queryByTestId('impact-refusal')).not.toBeInTheDocument();

    server.use(
      http.post('*/qms-api/impact-analyses/:id/impacts', () =>
        HttpResponse.json({ errorMessage: 'The From regulation has changed.' }, { status: 400 }),
      ),
    );
    await user.click(save);
    expect(await within(widget()).findByRole('alert')).toHaveTextContent('The From regulation has changed.');
    expect(within(widget()).getByText('New impact')).toBeInTheDocument();
    expect(within(fromList).getByRole('checkbox', { name: /^AC-2/ })).toBeChecked();
    await user.click(within(widget()).getByRole('tab', { name: 'Change' }));
    expect(within(widget()).getByRole('textbox', { name: 'Change description' })).toHaveValue('Split in two');
  });

  it('after a 409 shows the message and reloads the impact', async () => {
    const user = userEvent.setup();
    renderPage('admin');
    await user.click(await screen.findByRole('button', { name: 'Edit impact AC-1' }));
    // someone else saves first
    Object.assign(getMockDb().impacts.find((i) => i.id === IMPACT_A)!, {
      dbVersion: 5,
      changeDescription: 'Theirs',
    });
    await user.type(within(widget()).getByRole('textbox', { name: 'Change description' }), 'Mine');
    await user.click(within(widget()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(snackbar.errors()).toEqual([IMPACT_MESSAGES.updateImpact]));
    expect(snackbar.messages[0]!.detail).toBe(IMPACT_MESSAGES.impactChanged);
    await waitFor(() =>
      expect(within(widget()).getByRole('textbox', { name: 'Change description' })).toHaveValue('Theirs'),
    );
  });

  it('deletes an impact after confirmation', async () => {
    const user = userEvent.setup();
    renderPage('admin');
    await user.click(await screen.findByRole('button', { name: 'Edit impact AC-1' }));
    await user.click(within(widget()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete impact?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(getMockDb().impacts.map((i) => i.id)).not.toContain(IMPACT_A));
    expect(await within(widget()).findByText('No Impact selected')).toBeInTheDocument();
  });

  it("selects the impact an '#impact=' anchor names", async () => {
    renderPage('viewer', `#impact=${IMPACT_B}`);
    await loaded();
    expect(await within(widget()).findByText('Reworded')).toBeInTheDocument();
  });
});
