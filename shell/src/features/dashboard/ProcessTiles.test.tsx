import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PROCESS_LABELS, type SopVersionSummary } from '@qms/shared-api';
import { getMockDb } from '@qms/shared-api/mock';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { ProcessTiles } from './ProcessTiles';

// apexcharts needs a real SVG layout; the chart's input is what this test checks
jest.mock('./ReleaseStateChart', () => ({
  __esModule: true,
  default: ({ counts }: { counts: Record<string, number> }) => (
    <div data-testid="chart">{`Released ${counts.RELEASED} In draft ${counts.DRAFT}`}</div>
  ),
}));

const { server } = setupScreenTest();

const version = (
  artifactId: string,
  v: number,
  releaseState: SopVersionSummary['releaseState'],
  name: string,
) =>
  ({
    artifactId,
    versionId: `${artifactId}-v${v}`,
    version: v,
    releaseState,
    name,
    changeDescription: '',
    sopAsPdf: false,
    description: '',
    templateArtifactIds: [],
    templateContentIds: [],
    srProcessIds: [],
    dbVersion: 0,
  }) satisfies SopVersionSummary;

describe('ProcessTiles', () => {
  it('lists the latest viewed processes, most recent first, with a chip per latest version', async () => {
    const list = getMockDb().sops;
    list.sops.push(
      version('a', 1, 'RELEASED', 'Alpha'),
      version('a', 2, 'DRAFT', 'Alpha next'),
      version('b', 1, 'DRAFT', 'Beta'),
    );
    window.localStorage.setItem(PROCESS_LABELS.latestSopsKey, JSON.stringify(['b', 'gone', 'a']));
    renderWithProviders(<ProcessTiles />, { session: 'viewer' });
    const tile = screen.getByRole('region', { name: 'My Latest Viewed Processes' });
    const beta = await within(tile).findByRole('link', { name: 'Beta' });
    expect(beta).toHaveAttribute('href', '/processes/b/current');
    const links = within(tile)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(links).toEqual(['Beta', 'V1 In draft', 'Alpha', 'V1 Released', 'V2 In draft']);
    expect(within(tile).getByRole('link', { name: 'V2 In draft' })).toHaveAttribute(
      'href',
      '/processes/a-v2',
    );
    // the statistics from GET /qms-api/sops/statistics
    expect(await screen.findByTestId('chart')).toHaveTextContent('Released 1 In draft 2');
    expect(screen.getByText('Released processes: 1')).toBeInTheDocument();
  });
});

describe('ProcessTiles: versions in force (issue 29.2)', () => {
  it('names the processes whose released version is not in force yet', async () => {
    server.use(
      http.get('*/qms-api/sops/coming-versions', () =>
        HttpResponse.json([
          {
            artifactId: 'a-1',
            name: 'Purchasing',
            inForce: { versionId: 'a-1-v2', version: 2, effectiveDate: '2026-11-01' },
            coming: [{ versionId: 'a-1-v3', version: 3, effectiveDate: '2026-12-13' }],
          },
        ]),
      ),
    );
    renderWithProviders(<ProcessTiles />);
    expect(await screen.findByTestId('coming-versions')).toHaveTextContent(
      'Purchasing: Version 2 in force; version 3 effective 2026-12-13',
    );
  });

  it('says nothing when no version is waiting for its effective date', async () => {
    renderWithProviders(<ProcessTiles />);
    await screen.findByText('Processes');
    expect(screen.queryByTestId('coming-versions')).not.toBeInTheDocument();
  });
});
