import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import {
  PROCESS_MESSAGES,
  STORAGE_PDF_ONLY,
  storageTooLargeMessage,
  type FileStorage,
} from '@qms/shared-api';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { ProcessPdfActions } from './ProcessPdfActions';
import { ProcessPdfPanel, storedPdf } from './ProcessPdfPanel';

const { server, snackbar } = setupScreenTest();
const VERSION = '0b6f3c2e-5d1a-4c59-9a57-2f5e1c9b7a10';

const storage = (over: Partial<FileStorage>): FileStorage => ({
  id: 's1',
  dbVersion: 0,
  artifactType: 'SOP',
  artifactVersionId: VERSION,
  fileStorageType: 'SOP_AS_PDF',
  name: 'a.pdf',
  originalFilename: 'a.pdf',
  contentType: 'application/pdf',
  size: 10,
  ...over,
});

describe('storedPdf', () => {
  it('takes the newest SOP_AS_PDF storage that has content', () => {
    expect(storedPdf(undefined)).toBeNull();
    expect(storedPdf([storage({ size: null })])).toBeNull();
    expect(
      storedPdf([storage({ id: 'a' }), storage({ id: 'b' }), storage({ id: 'c', size: null })])?.id,
    ).toBe('b');
  });
});

describe('ProcessPdfPanel and ProcessPdfActions', () => {
  // Node's File: the fetch and FormData under test are Node's, which refuse jsdom's File
  const pdf = new NodeFile(['%PDF-1.4 test'], 'gowning.pdf', { type: 'application/pdf' }) as unknown as File;

  it('the panel shows nothing for a process without PDF, and no actions (they are in the header)', () => {
    renderWithProviders(<ProcessPdfPanel sop={{ versionId: VERSION, sopAsPdf: false, name: 'P' }} />, {
      session: 'admin',
    });
    expect(screen.queryByRole('button', { name: 'Upload PDF' })).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByLabelText('Loading the PDF')).toBeNull();
  });

  it('the actions are disabled outside DRAFT; Delete PDF shows only once a PDF is stored and asks first', async () => {
    server.use(http.get('*/qms-api/storage', () => HttpResponse.json([storage({})])));
    const { unmount } = renderWithProviders(
      <ProcessPdfActions sop={{ versionId: VERSION }} enabled={false} />,
      {
        session: 'admin',
      },
    );
    expect(await screen.findByRole('button', { name: 'Delete PDF' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload PDF' })).toBeDisabled();
    unmount();
    renderWithProviders(<ProcessPdfActions sop={{ versionId: VERSION }} enabled />, { session: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete PDF' }));
    expect(await screen.findByRole('dialog', { name: 'Delete PDF' })).toHaveTextContent('a.pdf');
  });

  it('creates the storage, uploads the file and reports success', async () => {
    const calls: string[] = [];
    server.use(
      http.post('*/qms-api/storage', async ({ request }) => {
        calls.push(`create ${JSON.stringify(await request.json())}`);
        return HttpResponse.json(storage({ size: null, originalFilename: null }), { status: 201 });
      }),
      http.post('*/qms-api/storage/:id/content', async ({ params, request }) => {
        const file = (await request.formData()).get('file') as File;
        calls.push(`upload ${String(params.id)} ${file.name}`);
        return HttpResponse.json(storage({}));
      }),
    );
    renderWithProviders(<ProcessPdfActions sop={{ versionId: VERSION }} enabled />, { session: 'admin' });
    await userEvent.upload(screen.getByTestId('process-pdf-input'), pdf);
    await waitFor(() =>
      expect(snackbar.messages.map((m) => m.message)).toContain(PROCESS_MESSAGES.uploadSuccess),
    );
    expect(calls).toEqual([
      `create ${JSON.stringify({ artifactType: 'SOP', artifactVersionId: VERSION, fileStorageType: 'SOP_AS_PDF', name: 'gowning.pdf' })}`,
      'upload s1 gowning.pdf',
    ]);
  });

  it('shows the server message of a refused file and removes the empty storage again', async () => {
    const deleted: string[] = [];
    server.use(
      http.post('*/qms-api/storage', () => HttpResponse.json(storage({ size: null }), { status: 201 })),
      http.post('*/qms-api/storage/:id/content', () =>
        HttpResponse.json({ errorMessage: STORAGE_PDF_ONLY }, { status: 415 }),
      ),
      http.delete('*/qms-api/storage/:id', ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<ProcessPdfActions sop={{ versionId: VERSION }} enabled />, { session: 'admin' });
    await userEvent.upload(screen.getByTestId('process-pdf-input'), pdf);
    await waitFor(() => expect(snackbar.messages.map((m) => m.message)).toContain(PROCESS_MESSAGES.upload));
    expect(snackbar.messages.map((m) => m.detail)).toContain(STORAGE_PDF_ONLY);
    expect(deleted).toEqual(['s1']);
  });

  // the client checks the file as the server would (shared-api storage-content.ts): nothing is sent
  const refusedUnsent = async (file: File, detail: string) => {
    const sent: string[] = [];
    server.use(
      http.post('*/qms-api/storage', () => {
        sent.push('create');
        return HttpResponse.json(storage({ size: null }), { status: 201 });
      }),
      http.post('*/qms-api/storage/:id/content', () => {
        sent.push('upload');
        return HttpResponse.json(storage({}));
      }),
    );
    renderWithProviders(<ProcessPdfActions sop={{ versionId: VERSION }} enabled />, { session: 'admin' });
    await userEvent.upload(screen.getByTestId('process-pdf-input'), file);
    await waitFor(() => expect(snackbar.messages.map((m) => m.message)).toContain(PROCESS_MESSAGES.upload));
    expect(snackbar.messages.map((m) => m.detail)).toContain(detail);
    expect(sent).toEqual([]);
  };

  it('refuses a file that is not a PDF by its content, whatever its name, without sending it', async () => {
    const notes = new NodeFile(['hello'], 'notes.pdf', { type: 'application/pdf' }) as unknown as File;
    await refusedUnsent(notes, STORAGE_PDF_ONLY);
  });

  it("refuses a file larger than the server's limit without sending it", async () => {
    const maxBytes = 1024 * 1024;
    server.use(http.get('*/qms-api/storage/limits', () => HttpResponse.json({ maxBytes })));
    const large = new NodeFile(['%PDF-1.4\n', new Uint8Array(maxBytes)], 'scan.pdf', {
      type: 'application/pdf',
    }) as unknown as File;
    await refusedUnsent(large, storageTooLargeMessage(maxBytes));
  });
});
