import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CHANGE_CONTROL_MESSAGES, type DocumentHistory } from '@qms/shared-api';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { DocumentHistoryWidget } from './DocumentHistoryWidget';

const { server, snackbar } = setupScreenTest();

function serve(history: DocumentHistory | null) {
  server.use(
    http.get('*/qms-api/sops/:artifactId/versions', () =>
      history
        ? HttpResponse.json(history)
        : HttpResponse.json({ errorMessage: 'database down' }, { status: 500 }),
    ),
  );
}

const released = (version: number, day: number, authors: string[], changeDescription: string) => ({
  version,
  versionId: `v-${version}`,
  changeDescription,
  authorDisplayNames: authors,
  releasedAt: `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z`,
  effectiveDate: `2026-12-${String(day).padStart(2, '0')}`,
  releaseState: 'RELEASED' as const,
});

it('lists the released versions with date, authors and description, each linking to its version', async () => {
  serve({
    released: [
      released(2, 20, ['Victor Viewer', 'Anna Admin'], 'Step 3 reworded'),
      { ...released(1, 3, ['Anna Admin'], 'First release'), releaseState: 'OBSOLETE' },
    ],
    unreleased: { version: 3, versionId: 'v-3', changeDescription: '', releaseState: 'DRAFT' },
  });
  renderWithProviders(<DocumentHistoryWidget sopArtifactId="a-1" />, { session: 'viewer' });
  const table = await screen.findByRole('table', { name: 'Document History' });
  // the section and its scroll region are two landmarks: each with a name of its own
  expect(screen.getByRole('region', { name: 'Document History' })).toContainElement(
    screen.getByRole('region', { name: 'Released versions' }),
  );
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Version', 'Date', 'Effective date', 'Authors', 'Description']);
  const v2 = await within(table).findByRole('link', { name: 'V2' });
  expect(v2).toHaveAttribute('href', '/processes/v-2');
  const row = v2.closest('tr')!;
  expect(within(row).getByText('20.11.2026')).toBeInTheDocument();
  // the effective date per released version (issue 29.2)
  expect(within(row).getByText('20.12.2026')).toBeInTheDocument();
  expect(within(row).getByText('Victor Viewer, Anna Admin')).toBeInTheDocument();
  expect(within(row).getByText('Step 3 reworded')).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: 'V1' })).toHaveAttribute('href', '/processes/v-1');
  // the unreleased version is announced and linked, not listed
  expect(screen.getByRole('link', { name: 'There exists an unreleased version V3.' })).toHaveAttribute(
    'href',
    '/processes/v-3',
  );
  expect(within(table).queryByRole('link', { name: 'V3' })).not.toBeInTheDocument();
  // no footer (spec 1 §2.6: 250 per page, no footer)
  expect(screen.queryByRole('button', { name: /next page/i })).not.toBeInTheDocument();
});

it('shows no alert without an unreleased version and the empty text before the first release', async () => {
  serve({ released: [], unreleased: null });
  renderWithProviders(<DocumentHistoryWidget sopArtifactId="a-1" />, { session: 'viewer' });
  expect(await screen.findByText('No released version yet.')).toBeInTheDocument();
  expect(screen.queryByText(/There exists an unreleased version/)).not.toBeInTheDocument();
});

it('reports a failed load with the spec message', async () => {
  serve(null);
  renderWithProviders(<DocumentHistoryWidget sopArtifactId="a-1" />, { session: 'viewer' });
  await screen.findByText('The list could not be loaded.');
  expect(snackbar.messages.map((m) => m.message)).toContain(CHANGE_CONTROL_MESSAGES.history);
});

it('lists the periodic reviews: when, who, meaning, comment and the next due date each set', async () => {
  serve({ released: [released(1, 3, ['Anna Admin'], 'First release')], unreleased: null });
  server.use(
    http.get('*/qms-api/sops/:artifactId/review-schedule', ({ params }) =>
      HttpResponse.json({
        artifactType: 'SOP',
        artifactId: params.artifactId,
        versionId: 'v-1',
        version: 1,
        defaultIntervalMonths: 24,
        intervalOverride: null,
        intervalMonths: 24,
        nextDueDate: '2028-11-29',
        dueDateSetDirectly: false,
        dbVersion: 2,
        reviews: [
          {
            id: 'r-2',
            versionId: 'v-1',
            version: 1,
            reviewedAt: '2026-11-29T09:00:00.000Z',
            reviewedByDisplayName: 'Anna Admin',
            meaning: 'Reviewed, no change needed',
            comment: 'Still accurate',
            nextDueDate: '2028-11-29',
          },
        ],
      }),
    ),
  );
  renderWithProviders(<DocumentHistoryWidget sopArtifactId="a-1" />, { session: 'viewer' });
  const reviews = await screen.findByRole('table', { name: 'Periodic reviews' });
  expect(
    within(reviews)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Version', 'Reviewed', 'By', 'Meaning', 'Comment', 'Next review due']);
  const row = within(reviews).getByText('Still accurate').closest('tr')!;
  expect(within(row).getByText('V1')).toBeInTheDocument();
  expect(within(row).getByText('Anna Admin')).toBeInTheDocument();
  expect(within(row).getByText('Reviewed, no change needed')).toBeInTheDocument();
  expect(within(row).getByText('29.11.2028')).toBeInTheDocument();
  expect(within(row).getByText(/^29\.11\.2026 /)).toBeInTheDocument();
});

it('says when the document was never reviewed', async () => {
  serve({ released: [released(1, 3, ['Anna Admin'], 'First release')], unreleased: null });
  renderWithProviders(<DocumentHistoryWidget sopArtifactId="a-1" />, { session: 'viewer' });
  expect(await screen.findByText('No periodic review yet.')).toBeInTheDocument();
});
