import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { impactAnalysisCsvFileName } from '@qms/shared-api';
import { saveBlob } from '@qms/shared-ui';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { ANALYSIS_ID, seedAnalysis } from './detail.fixture';
import { ImpactAnalysisDetailPage } from './ImpactAnalysisDetailPage';

// the one download helper (its timing has its own test in shared-ui): the CSV export must go through it
jest.mock('@qms/shared-ui', () => ({ ...jest.requireActual('@qms/shared-ui'), saveBlob: jest.fn() }));

setupScreenTest();
beforeEach(() => seedAnalysis());

it('saves the CSV export with the one download helper, under the spec 3 §9 file name', async () => {
  renderWithProviders(
    <Routes>
      <Route path="/impact-analysis/:impactAnalysisId" element={<ImpactAnalysisDetailPage />} />
    </Routes>,
    { session: 'viewer', route: `/impact-analysis/${ANALYSIS_ID}` },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
  const [blob, fileName] = jest.mocked(saveBlob).mock.calls[0]!;
  expect(fileName).toBe(impactAnalysisCsvFileName('rev4', 'rev5'));
  expect(await blob.text()).toContain('"Id","Title"');
});
