import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { GAP_LIST_CSV_FILE_NAME } from '@qms/shared-api';
import { gapListFixture, gapListHeadOf } from '@qms/shared-api/testing';
import { saveBlob } from '@qms/shared-ui';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { GapListPage } from './GapListPage';

// the one download helper (its timing has its own test in shared-ui): the CSV export must go through it
jest.mock('@qms/shared-ui', () => ({ ...jest.requireActual('@qms/shared-ui'), saveBlob: jest.fn() }));
// apexcharts needs a real SVG layout; the pies have their own test
jest.mock('./StatisticsPies', () => ({ __esModule: true, default: () => <div>pies</div> }));

const { server } = setupScreenTest();

it('saves the CSV export with the one download helper, as gap-list.csv', async () => {
  const list = gapListFixture();
  server.use(
    http.get('*/qms-api/qms-regulations/reg-1/gap-list', () => HttpResponse.json(list)),
    http.get('*/qms-api/qms-regulations/reg-1/gap-list/head', () =>
      HttpResponse.json(gapListHeadOf(list, 50)),
    ),
    http.get('*/qms-api/qms-regulations/csv-export/reg-1', () =>
      HttpResponse.text('"Requirement","Applicability"\r\n', { headers: { 'content-type': 'text/csv' } }),
    ),
  );
  renderWithProviders(
    <Routes>
      <Route path="/sr-list/:id" element={<GapListPage />} />
    </Routes>,
    { session: 'viewer', route: '/sr-list/reg-1' },
  );
  const exportButton = await screen.findByRole('button', { name: 'Export CSV' });
  await waitFor(() => expect(exportButton).toBeEnabled());
  await userEvent.click(exportButton);
  await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
  const [blob, fileName] = jest.mocked(saveBlob).mock.calls[0]!;
  expect(fileName).toBe(GAP_LIST_CSV_FILE_NAME);
  expect(await blob.text()).toBe('"Requirement","Applicability"\r\n');
});
