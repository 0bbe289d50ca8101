import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, setupScreenTest, sizeScrollBoxes } from '@qms/shared-ui/test-utils';
import { ANALYSIS_ID, F, impact, seedAnalysis } from './detail.fixture';
import { ImpactAnalysisDetailPage } from './ImpactAnalysisDetailPage';

/** Counts how often the screen around the entry list renders (the table of contents is its child). */
const tocRenders = jest.fn();
jest.mock('./ToTableOfContents', () => ({
  ToTableOfContents: () => {
    tocRenders();
    return null;
  },
}));

/** Counts how often an impact entry renders (the real one, wrapped). */
const entryRenders = jest.fn();
jest.mock('./ImpactEntry', () => {
  const actual = jest.requireActual<typeof import('./ImpactEntry')>('./ImpactEntry');
  return {
    ImpactEntry: (props: Parameters<typeof actual.ImpactEntry>[0]) => {
      entryRenders();
      return actual.ImpactEntry(props);
    },
  };
});

setupScreenTest();
sizeScrollBoxes({ height: 2000 });

/** 60 impacts without to-clauses, a row each: 6 chunks of 10 (spec 3 §2). */
const IMPACTS = 60;
const CHUNKS = IMPACTS / 10;

beforeEach(() => {
  tocRenders.mockClear();
  entryRenders.mockClear();
  seedAnalysis(
    Array.from({ length: IMPACTS }, (_, i) =>
      impact(`00000000-0000-4000-8000-${String(1000 + i).padStart(12, '0')}`, [F.ac1], []),
    ),
  );
});

const renderScreen = () =>
  renderWithProviders(
    <Routes>
      <Route path="/impact-analysis/:impactAnalysisId" element={<ImpactAnalysisDetailPage />} />
    </Routes>,
    { session: 'viewer', route: `/impact-analysis/${ANALYSIS_ID}` },
  );

it('loads the entries chunk by chunk without re-rendering the screen around the list for each chunk', async () => {
  renderScreen();
  const list = await screen.findByRole('region', { name: 'Impacts' });
  expect(await screen.findByText(/Loading entries… \d+ of 6\d/)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText(/Loading entries/)).not.toBeInTheDocument(), {
    timeout: 20_000,
  });
  expect(within(list).getAllByRole('article', { name: /^Impact from AC-1/ }).length).toBeGreaterThan(10);
  // the screen rendered for its own loads (the analysis, both regulations, comments), not once more per chunk
  expect(tocRenders.mock.calls.length).toBeLessThan(CHUNKS);
});

it('renders each entry once while the later chunks load, not once per chunk', async () => {
  renderScreen();
  await screen.findByRole('region', { name: 'Impacts' });
  await waitFor(() => expect(screen.queryByText(/Loading entries/)).not.toBeInTheDocument(), {
    timeout: 20_000,
  });
  // all 60 fit the 2,000 px list with its overscan; re-rendering the shown ones per chunk would be 10 + 20 + … + 60
  expect(entryRenders.mock.calls.length).toBeGreaterThanOrEqual(IMPACTS);
  expect(entryRenders.mock.calls.length).toBeLessThan(IMPACTS * 2);
});
