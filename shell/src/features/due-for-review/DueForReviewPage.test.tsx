import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DUE_FOR_REVIEW_LABELS, localDay, type DueReview } from '@qms/shared-api';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { DueForReviewPage } from './DueForReviewPage';

const { server, snackbar } = setupScreenTest();
const slow = { timeout: 8000 };
jest.setTimeout(30_000);

const DAY_MS = 86_400_000;
const due = (n: number, overrides: Partial<DueReview> = {}): DueReview => ({
  artifactType: 'SOP',
  artifactId: `a${n}`,
  versionId: `v${n}`,
  name: `Document ${n}`,
  version: n,
  nextDueDate: '2999-01-31',
  link: `/processes/v${n}?tab=releaseWorkflow`,
  ...overrides,
});

describe('DueForReviewPage', () => {
  it('lists each document due with type, name, version and due date, linked to its Release Workflow', async () => {
    server.use(
      http.get('*/qms-api/due-for-review', () =>
        HttpResponse.json([
          due(1, { nextDueDate: localDay(new Date(Date.now() - 2 * DAY_MS)) }),
          due(2, { artifactType: 'TEMPLATE', link: '/templates/v2?tab=releaseWorkflow' }),
        ]),
      ),
    );
    renderWithProviders(<DueForReviewPage />, { session: 'admin', route: '/due-for-review' });
    expect(screen.getByRole('heading', { level: 1, name: 'Due for review' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Due for review' }, slow);
    const first = (await within(table).findByRole('link', { name: 'Document 1' }, slow)).closest('tr')!;
    expect(within(first).getByRole('link', { name: 'Document 1' })).toHaveAttribute(
      'href',
      '/processes/v1?tab=releaseWorkflow',
    );
    expect(within(first).getByText('Process')).toBeInTheDocument();
    expect(within(first).getByText('V1')).toBeInTheDocument();
    expect(within(first).getByText('Overdue')).toBeInTheDocument();
    const second = within(table).getByRole('link', { name: 'Document 2' }).closest('tr')!;
    expect(within(second).getByText('Template')).toBeInTheDocument();
    expect(within(second).getByText('31.01.2999')).toBeInTheDocument();
    expect(within(second).queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('says so when nothing is due', async () => {
    server.use(http.get('*/qms-api/due-for-review', () => HttpResponse.json([])));
    renderWithProviders(<DueForReviewPage />, { session: 'viewer', route: '/due-for-review' });
    expect(await screen.findByText(DUE_FOR_REVIEW_LABELS.empty, undefined, slow)).toBeInTheDocument();
  });

  it('reports a failed load in the snackbar', async () => {
    server.use(
      http.get('*/qms-api/due-for-review', () =>
        HttpResponse.json({ errorMessage: 'boom' }, { status: 500 }),
      ),
    );
    renderWithProviders(<DueForReviewPage />, { session: 'viewer', route: '/due-for-review' });
    await waitFor(
      () => expect(snackbar.errors().some((m) => m.startsWith(DUE_FOR_REVIEW_LABELS.loadError))).toBe(true),
      slow,
    );
  });
});
