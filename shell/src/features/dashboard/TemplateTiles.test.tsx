import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { TemplateTiles } from './TemplateTiles';

// apexcharts needs a real SVG layout; the charts' input is what this test checks
jest.mock('./ReleaseStateChart', () => ({
  __esModule: true,
  default: ({ counts, label }: { counts: Record<string, number>; label: string }) => (
    <div data-testid="states">{`${label}: ${['RELEASED', 'IN_RELEASE', 'DRAFT', 'OBSOLETE']
      .map((k) => `${k} ${counts[k]}`)
      .join(', ')}`}</div>
  ),
}));
jest.mock('./LinkStateChart', () => ({
  __esModule: true,
  default: ({ counts }: { counts: Record<string, number> }) => (
    <div data-testid="links">
      {Object.entries(counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}
    </div>
  ),
}));

const { server } = setupScreenTest();

describe('TemplateTiles', () => {
  it('charts each release state with its own count (the draft/obsolete defect corrected) and the link states', async () => {
    server.use(
      http.get('*/qms-api/templates/statistics', () =>
        HttpResponse.json({
          countByReleaseState: { RELEASED: 4, IN_RELEASE: 1, DRAFT: 3, OBSOLETE: 2 },
          latestReleasedCount: 4,
        }),
      ),
      http.get('*/qms-api/template-contents/statistics', () =>
        HttpResponse.json({
          countByLinkState: {
            LINKED_TO_BOTH: 5,
            MISSING_BOTH: 1,
            MISSING_PROCESS_OUTPUT: 2,
            MISSING_CREATING_TEMPLATE: 3,
          },
          countByStandardFlag: { CHANGED_IN_STANDARD: 0, REMOVED_FROM_STANDARD: 0 },
          total: 11,
        }),
      ),
    );
    renderWithProviders(<TemplateTiles />, { session: 'viewer' });
    const templates = screen.getByRole('region', { name: 'Templates' });
    expect(within(templates).getByRole('link', { name: 'Templates' })).toHaveAttribute('href', '/templates');
    expect(await within(templates).findByTestId('states')).toHaveTextContent(
      'Templates by release state: RELEASED 4, IN_RELEASE 1, DRAFT 3, OBSOLETE 2',
    );
    expect(within(templates).getByText('Released templates: 4')).toBeInTheDocument();
    expect(
      within(templates).getByText('10 template versions: 4 released, 1 in review, 3 in draft, 2 obsolete'),
    ).toBeInTheDocument();
    const contents = screen.getByRole('region', { name: 'Template Contents' });
    expect(within(contents).getByRole('link', { name: 'Template Contents' })).toHaveAttribute(
      'href',
      '/template-contents',
    );
    expect(await within(contents).findByTestId('links')).toHaveTextContent(
      'LINKED_TO_BOTH 5, MISSING_BOTH 1, MISSING_PROCESS_OUTPUT 2, MISSING_CREATING_TEMPLATE 3',
    );
    expect(within(contents).getByText('Template contents: 11')).toBeInTheDocument();
  });

  it('says a tile is empty instead of drawing an empty chart', async () => {
    server.use(
      http.get('*/qms-api/templates/statistics', () =>
        HttpResponse.json({
          countByReleaseState: { RELEASED: 0, IN_RELEASE: 0, DRAFT: 0, OBSOLETE: 0 },
          latestReleasedCount: 0,
        }),
      ),
      http.get('*/qms-api/template-contents/statistics', () =>
        HttpResponse.json({
          countByLinkState: {
            LINKED_TO_BOTH: 0,
            MISSING_BOTH: 0,
            MISSING_PROCESS_OUTPUT: 0,
            MISSING_CREATING_TEMPLATE: 0,
          },
          countByStandardFlag: { CHANGED_IN_STANDARD: 0, REMOVED_FROM_STANDARD: 0 },
          total: 0,
        }),
      ),
    );
    renderWithProviders(<TemplateTiles />, { session: 'viewer' });
    expect(await screen.findByText('No templates yet.')).toBeInTheDocument();
    expect(await screen.findByText('No template contents yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('states')).not.toBeInTheDocument();
    expect(screen.queryByTestId('links')).not.toBeInTheDocument();
  });
});
