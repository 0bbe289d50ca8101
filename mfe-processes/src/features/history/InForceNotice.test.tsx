import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  IN_FORCE_MESSAGES,
  type ReleaseState,
  type SopVersionSummary,
  type VersionsInForce,
} from '@qms/shared-api';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { InForceNotice } from './InForceNotice';

// Issue 29.2: until a released version's effective date the previous one stays in force; the detail says so.

const { server, snackbar } = setupScreenTest();

const version = (n: number, releaseState: ReleaseState) =>
  ({ artifactId: 'a-1', versionId: `v-${n}`, version: n, releaseState }) as SopVersionSummary;
const serve = (answer: VersionsInForce | null) =>
  server.use(
    http.get('*/qms-api/sops/:artifactId/in-force', () =>
      answer ? HttpResponse.json(answer) : HttpResponse.json({ errorMessage: 'down' }, { status: 500 }),
    ),
  );

const v1 = version(1, 'OBSOLETE');
const v2 = version(2, 'RELEASED');
const coming: VersionsInForce = {
  artifactId: 'a-1',
  inForce: { versionId: 'v-1', version: 1, effectiveDate: '2026-11-01' },
  coming: [{ versionId: 'v-2', version: 2, effectiveDate: '2026-12-13' }],
};

it('says which version is in force and which is coming, and treats the obsolete one in force as current', async () => {
  serve(coming);
  renderWithProviders(<InForceNotice sop={v1} versions={[v1, v2]} />);
  expect(await screen.findByTestId('in-force-summary')).toHaveTextContent(
    'Version 1 in force; version 2 effective 2026-12-13',
  );
  // V1 is OBSOLETE by state, but in force until V2's effective date: no "obsolete" banner over it
  expect(screen.queryByText(/is obsolete/)).not.toBeInTheDocument();
});

it('marks the coming version as not in force yet and links to the one in force', async () => {
  serve(coming);
  renderWithProviders(<InForceNotice sop={v2} versions={[v1, v2]} />);
  expect(await screen.findByText('V2 is not in force yet (read-only)')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open V1' })).toHaveAttribute('href', '/processes/v-1');
});

it('shows nothing when the released version is in force and nothing is coming', async () => {
  serve({ artifactId: 'a-1', inForce: { versionId: 'v-2', version: 2, effectiveDate: null }, coming: [] });
  renderWithProviders(<InForceNotice sop={v2} versions={[v1, v2]} />);
  await waitFor(() => expect(screen.queryByTestId('in-force-summary')).not.toBeInTheDocument());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText(/read-only/)).not.toBeInTheDocument();
});

it('reports a failed load and falls back to the newest released version', async () => {
  serve(null);
  renderWithProviders(<InForceNotice sop={v1} versions={[v1, v2]} />);
  await waitFor(() => expect(snackbar.errors()).toEqual([IN_FORCE_MESSAGES.load]));
  expect(screen.getByText('V1 is obsolete (read-only)')).toBeInTheDocument();
});
