import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { localDay, type DueReview } from '@qms/shared-api';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { DueForReviewTile } from './DueForReviewTile';

const { server } = setupScreenTest();

const DAY_MS = 86_400_000;
const due = (n: number, overrides: Partial<DueReview> = {}): DueReview => ({
  artifactType: 'SOP',
  artifactId: `a${n}`,
  versionId: `v${n}`,
  name: `Process ${n}`,
  version: 2,
  nextDueDate: localDay(new Date(Date.now() + n * DAY_MS)),
  link: `/processes/v${n}?tab=releaseWorkflow`,
  ...overrides,
});

describe('DueForReviewTile', () => {
  it("asks for the reader's today and shows the count and the earliest due documents, linked", async () => {
    let asked = '';
    const yesterday = localDay(new Date(Date.now() - DAY_MS));
    server.use(
      http.get('*/qms-api/due-for-review', ({ request }) => {
        asked = new URL(request.url).searchParams.get('today') ?? '';
        return HttpResponse.json([
          due(1, { nextDueDate: yesterday }),
          due(2, { artifactType: 'TEMPLATE', name: 'Audit form', link: '/templates/v2?tab=releaseWorkflow' }),
          due(3),
          due(4),
        ]);
      }),
    );
    renderWithProviders(<DueForReviewTile />, { session: 'viewer' });
    const tile = screen.getByRole('region', { name: 'Due for review' });
    expect(await within(tile).findByLabelText('4 due')).toHaveTextContent('4');
    expect(asked).toBe(localDay(new Date()));
    expect(within(tile).getByRole('link', { name: 'Process 1 V2' })).toHaveAttribute(
      'href',
      '/processes/v1?tab=releaseWorkflow',
    );
    expect(within(tile).getByRole('link', { name: 'Audit form V2' })).toHaveAttribute(
      'href',
      '/templates/v2?tab=releaseWorkflow',
    );
    expect(within(tile).queryByRole('link', { name: 'Process 4 V2' })).not.toBeInTheDocument();
    // only the one whose due day is over
    expect(within(tile).getAllByText('Overdue')).toHaveLength(1);
    expect(within(tile).getByRole('link', { name: 'Show all' })).toHaveAttribute('href', '/due-for-review');
  });

  it('says so when nothing is due', async () => {
    server.use(http.get('*/qms-api/due-for-review', () => HttpResponse.json([])));
    renderWithProviders(<DueForReviewTile />, { session: 'viewer' });
    const tile = screen.getByRole('region', { name: 'Due for review' });
    expect(
      await within(tile).findByText('No document is due for review in the next 30 days.'),
    ).toBeInTheDocument();
    expect(within(tile).getByLabelText('0 due')).toBeInTheDocument();
    expect(within(tile).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a loader while the list loads', async () => {
    server.use(
      http.get('*/qms-api/due-for-review', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    renderWithProviders(<DueForReviewTile />, { session: 'viewer' });
    expect(await screen.findByLabelText('Loading the documents due for review')).toBeInTheDocument();
  });
});
