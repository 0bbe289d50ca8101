import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMPACT_IMPORT_MESSAGES, MAPPING_IMPORT_MAX_BYTES, storageTooLargeMessage } from '@qms/shared-api';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { ANALYSIS_ID, seedAnalysis } from './detail.fixture';
import { ImportMapping } from './ImportMapping';

const { server, snackbar } = setupScreenTest();
beforeEach(() => seedAnalysis());

const file = (text: string) => new File([text], 'mapping.json', { type: 'application/json' });
const chooseFile = async (text: string) => {
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<ImportMapping analysisId={ANALYSIS_ID} />, { session: 'admin' });
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, file(text));
};

describe('ImportMapping', () => {
  it('sends the chosen workbook and shows what the server created', async () => {
    await chooseFile(JSON.stringify({ rows: [{ control: 'ac-1' }, { control: 'ac-2' }] }));
    const summary = await screen.findByRole('table', { name: 'Import summary' });
    const row = (label: string) => within(summary).getByRole('row', { name: new RegExp(`^${label}`) });
    expect(row('Created')).toHaveTextContent('2');
    expect(row('Unchanged')).toHaveTextContent('0');
    expect(row('Unmapped')).toHaveTextContent('0');
    expect(snackbar.errors()).toEqual([]);
  });

  it('refuses a file that is not JSON without calling the server', async () => {
    await chooseFile('not json');
    await waitFor(() => expect(snackbar.errors()).toContain(IMPACT_IMPORT_MESSAGES.invalid));
    expect(screen.queryByRole('table', { name: 'Import summary' })).not.toBeInTheDocument();
  });

  it('refuses a mapping over the import limit with the limit named, without calling the server', async () => {
    const sent: string[] = [];
    const record = ({ request }: { request: Request }) => void sent.push(`${request.method} ${request.url}`);
    server.events.on('request:start', record);
    // valid JSON, one byte over the limit once serialised as the request body
    const pad = 'x'.repeat(MAPPING_IMPORT_MAX_BYTES - JSON.stringify({ rows: [], pad: '' }).length + 1);
    await chooseFile(JSON.stringify({ rows: [], pad }));
    await waitFor(() =>
      expect(snackbar.messages.map((m) => m.detail)).toContain(
        storageTooLargeMessage(MAPPING_IMPORT_MAX_BYTES),
      ),
    );
    server.events.removeListener('request:start', record);
    expect(sent.filter((s) => s.includes('import-mapping'))).toEqual([]);
    expect(screen.queryByRole('table', { name: 'Import summary' })).not.toBeInTheDocument();
  });
});
