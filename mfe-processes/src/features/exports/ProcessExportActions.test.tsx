import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DOWNLOAD_URL_REVOKE_MS, EXPORT_MESSAGES, type SopDetailResponse } from '@qms/shared-api';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { COPY_ADMIN_ONLY } from './exports.messages';
import { ProcessExportActions } from './ProcessExportActions';

const { server, snackbar } = setupScreenTest();
const sop = {
  artifactId: '5d0a4b7e-3f1c-4a2b-9c8d-1e2f3a4b5c6d',
  versionId: '0b6f3c2e-5d1a-4c59-9a57-2f5e1c9b7a10',
  name: 'Goods receipt',
  version: 2,
  releaseState: 'DRAFT' as const,
};

describe('ProcessExportActions', () => {
  const downloads: string[] = [];
  let revoked: string[] = [];
  let timeouts: number[] = [];
  beforeEach(() => {
    downloads.length = 0;
    revoked = [];
    timeouts = [];
    URL.createObjectURL = jest.fn(() => `blob:test/${downloads.length}`);
    URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const realTimeout = window.setTimeout;
    jest.spyOn(window, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      timeouts.push(ms ?? 0);
      return realTimeout(fn, ms);
    }) as typeof window.setTimeout);
  });
  afterEach(() => jest.restoreAllMocks());

  const exportAs = async (item: string) => {
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: item }));
  };

  it('downloads the PDF under the spec file name and revokes the object URL 60 ms later', async () => {
    let accept = '';
    server.use(
      http.get('*/qms-api/sops/v/:versionId/pdf', ({ request }) => {
        accept = request.headers.get('accept') ?? '';
        return new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    renderWithProviders(<ProcessExportActions sop={sop} canCopy={false} />, { session: 'viewer' });
    await exportAs('PDF');
    await waitFor(() => expect(downloads).toEqual(['Goods-receipt_V2-DRAFT.pdf']));
    expect(accept).toBe('application/pdf');
    expect(timeouts).toContain(DOWNLOAD_URL_REVOKE_MS);
    await waitFor(() => expect(revoked).toEqual(['blob:test/0']));
  });

  it('asks for the CSV with Accept text/csv and saves it as .csv', async () => {
    let accept = '';
    server.use(
      http.get('*/qms-api/sops/by-version-id/:versionId', ({ request }) => {
        accept = request.headers.get('accept') ?? '';
        return new HttpResponse('\uFEFF"No."\r\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    renderWithProviders(<ProcessExportActions sop={sop} canCopy={false} />, { session: 'viewer' });
    await exportAs('CSV');
    await waitFor(() => expect(downloads).toEqual(['Goods-receipt_V2-DRAFT.csv']));
    expect(accept).toBe('text/csv');
  });

  it('opens the simplified HTML in the tab it opened on the click', async () => {
    server.use(
      http.get('*/qms-api/sops/v/:versionId/html', () =>
        HttpResponse.text('<!DOCTYPE html><h1>Goods receipt</h1>', {
          headers: { 'content-type': 'text/html' },
        }),
      ),
    );
    const tab = { location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWithProviders(<ProcessExportActions sop={sop} canCopy={false} />, { session: 'viewer' });
    await exportAs('Simplified HTML');
    await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
  });

  it('says which export failed and saves nothing', async () => {
    server.use(
      http.get('*/qms-api/sops/v/:versionId/pdf', () =>
        HttpResponse.json({ errorMessage: 'boom' }, { status: 500 }),
      ),
    );
    renderWithProviders(<ProcessExportActions sop={sop} canCopy={false} />, { session: 'viewer' });
    await exportAs('PDF');
    await waitFor(() => expect(snackbar.errors()).toContain(EXPORT_MESSAGES.pdf));
    expect(downloads).toEqual([]);
  });

  it('shows a viewer Copy disabled, with why, and copies nothing', async () => {
    renderWithProviders(<ProcessExportActions sop={sop} canCopy={false} />, { session: 'viewer' });
    const copy = screen.getByRole('button', { name: 'Copy' });
    expect(copy).toHaveAttribute('aria-disabled', 'true');
    expect(copy).toHaveAccessibleDescription(COPY_ADMIN_ONLY);
    await userEvent.click(copy);
    expect(screen.queryByRole('dialog', { name: 'Copy process' })).toBeNull();
    copy.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(COPY_ADMIN_ONLY);
  });

  it('copies after confirmation and links to the copy', async () => {
    const created = {
      sopArtifact: {
        artifactId: 'c1',
        parentArtifactId: null,
        requirementType: 'QMS',
        orderedArtifactIds: [],
        dbVersion: 0,
      },
      sop: {
        ...sop,
        artifactId: 'c1',
        versionId: 'c1v',
        version: 1,
        name: 'Goods receipt (Copy)',
        changeDescription: '',
        sopAsPdf: false,
        description: '',
        templateArtifactIds: [],
        templateContentIds: [],
        srProcessIds: [],
        dbVersion: 0,
        sopBlocks: [],
      },
    } satisfies SopDetailResponse;
    let copied = '';
    server.use(
      http.post('*/qms-api/sops/:artifactId/versions/:versionId/copy', ({ params }) => {
        copied = `${String(params.artifactId)}/${String(params.versionId)}`;
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    renderWithProviders(<ProcessExportActions sop={sop} canCopy />, { session: 'admin' });
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(/Goods receipt \(Copy\)' \(V1, DRAFT\)/)).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Copy' }));
    const link = await screen.findByRole('link', { name: 'Open Goods receipt (Copy)' });
    expect(link).toHaveAttribute('href', '/processes/c1v');
    expect(copied).toBe(`${sop.artifactId}/${sop.versionId}`);
    expect(snackbar.messages.map((m) => m.message)).toContain(EXPORT_MESSAGES.copied('Goods receipt (Copy)'));
  });
});
