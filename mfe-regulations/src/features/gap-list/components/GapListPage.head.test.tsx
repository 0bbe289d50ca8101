import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { GAP_MESSAGES, type GapList } from '@qms/shared-api';
import { setupScreenTest, sizeScrollBoxes } from '@qms/shared-ui/test-utils';
import { gapListFixture, gapListHeadOf, requirement } from '@qms/shared-api/testing';
import { renderGapListPage } from './gap-list-page.test-setup';
import { loadingAllText } from './GapListPage';

// The first screenful before the whole answer (issue 14, gaphead): the head's rows, read-only, until the full list.

jest.mock('./StatisticsPies', () => ({ __esModule: true, default: () => <div>pies</div> }));

const { server, snackbar } = setupScreenTest();

sizeScrollBoxes();

const FULL = '*/qms-api/qms-regulations/reg-1/gap-list';
const HEAD = '*/qms-api/qms-regulations/reg-1/gap-list/head';

/** A list whose head (2 rows) is shorter than it; the full answer waits until `release` is called. */
function serveHeadThenFull(list: GapList, head: Response | null = null) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const calls: string[] = [];
  server.use(
    http.get(HEAD, () => {
      calls.push('head');
      return head ?? HttpResponse.json(gapListHeadOf(list, 2));
    }),
    http.get(FULL, async () => {
      calls.push('full');
      await gate;
      return HttpResponse.json(list);
    }),
  );
  return { release, calls };
}

const list = () => screen.getByRole('region', { name: 'Requirements' });

describe('GapListPage before the full list', () => {
  it('shows the head read-only with the loading status, then the full list in its place', async () => {
    const g = gapListFixture();
    g.requirements = [...g.requirements, requirement('r43', { paragraph: '4.3', text: '<p>Third</p>' })];
    const backend = serveHeadThenFull(g);
    renderGapListPage('admin');
    // a status of its own beside the loaders (which are statuses too)
    expect(await screen.findByText(loadingAllText(5))).toHaveAttribute('role', 'status');
    expect(loadingAllText(5000)).toBe('Loading all 5,000 requirements…');
    // the head's rows: the heading and 4.1, not yet 4.2
    expect(within(list()).getByRole('heading', { name: '4 Quality management system' })).toBeInTheDocument();
    expect(within(list()).getByText('4.1')).toBeInTheDocument();
    expect(within(list()).queryByText('4.2')).not.toBeInTheDocument();
    // nothing to edit, filter, export or count yet
    expect(screen.getByRole('switch', { name: 'Edit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeDisabled();
    expect(screen.getByLabelText('Loading the table of contents')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading statistics')).toBeInTheDocument();
    expect(screen.queryByText(/With warning:/)).not.toBeInTheDocument();
    // the assessment is shown as to a viewer: read-only fields, no editor
    const reasons = screen.getAllByRole('textbox', { name: 'Reason' });
    reasons.forEach((field) => expect(field).toHaveAttribute('readonly'));
    await waitFor(() => expect(backend.calls).toEqual(['head', 'full']));

    backend.release();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(within(list()).getByText('4.2')).toBeInTheDocument();
    expect(within(list()).getByText('4.1')).toBeInTheDocument();
    expect(screen.getByText('With warning: 1')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Edit' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeEnabled();
    expect(screen.queryByLabelText('Loading the table of contents')).not.toBeInTheDocument();
  });

  it("indents the head as the full list (the whole regulation's smallest level)", async () => {
    const g = gapListFixture();
    // the head's first rows (levels 2 and 1) are deeper than a later top-level heading (level 0)
    g.requirements = [
      requirement('r0', { paragraph: '0.1', level: 2, text: '<p>Deep</p>' }),
      ...g.requirements,
      requirement('h5', { type: 'HEADING', interpretable: false, text: 'Top', paragraph: '5', level: 0 }),
    ];
    const backend = serveHeadThenFull(g);
    renderGapListPage('viewer');
    await screen.findByText(/^Loading all \d+ requirements/);
    const row = (paragraph: string) =>
      within(list()).getByText(paragraph).closest('[id^="requirement-"]') as HTMLElement;
    const headIndent = row('0.1').outerHTML;
    expect(headIndent).toMatch(/padding-left: calc\(4rem/);
    backend.release();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(row('0.1').outerHTML).toBe(headIndent);
  });

  it('asks for the full list only once the head has answered and its rows are on screen', async () => {
    let answerHead!: () => void;
    const headGate = new Promise<void>((resolve) => (answerHead = resolve));
    const calls: string[] = [];
    server.use(
      http.get(HEAD, async () => {
        calls.push('head');
        await headGate;
        return HttpResponse.json(gapListHeadOf(gapListFixture(), 2));
      }),
      http.get(FULL, () => {
        calls.push('full');
        return HttpResponse.json(gapListFixture());
      }),
    );
    renderGapListPage('viewer');
    await waitFor(() => expect(calls).toEqual(['head']));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toEqual(['head']);
    answerHead();
    await waitFor(() => expect(calls).toEqual(['head', 'full']));
    await waitFor(() => expect(within(list()).getByText('4.2')).toBeInTheDocument());
  });

  it('waits for the full list when the head fails, without an error', async () => {
    const backend = serveHeadThenFull(gapListFixture(), HttpResponse.json({}, { status: 500 }));
    renderGapListPage('viewer');
    expect(await screen.findByLabelText('Loading the gap list')).toBeInTheDocument();
    await waitFor(() => expect(backend.calls).toEqual(['head', 'full']));
    backend.release();
    expect(
      await within(await screen.findByRole('region', { name: 'Requirements' })).findByText('4.2'),
    ).toBeInTheDocument();
    expect(snackbar.errors()).toEqual([]);
  });

  it("shows the spec's message when the full list fails after the head", async () => {
    server.use(
      http.get(HEAD, () => HttpResponse.json(gapListHeadOf(gapListFixture(), 2))),
      http.get(FULL, () => HttpResponse.json({}, { status: 500 })),
    );
    renderGapListPage('viewer');
    expect(await screen.findByText(GAP_MESSAGES.gapEntries('reg-1'))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Requirements' })).not.toBeInTheDocument();
    expect(snackbar.errors()).toContain(GAP_MESSAGES.gapEntries('reg-1'));
  });
});
