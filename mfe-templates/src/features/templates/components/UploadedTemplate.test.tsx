import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { PROCESS_MESSAGES, STORAGE_TEMPLATE_OFFICE_OR_PDF_ONLY, type FileStorage } from '@qms/shared-api';
import { renderWithProviders, serveJson, setupScreenTest } from '@qms/shared-ui/test-utils';
import { UploadedTemplate, isPdfFile } from './UploadedTemplate';

// The shared viewer (pdf.js) needs a real browser; its own test and the e2e scenario cover it. Here: is it asked
// to show the right file, and only for a PDF?
jest.mock('@qms/shared-ui/pdf', () => ({
  StoredPdfViewer: ({ storage }: { storage: { id: string; originalFilename: string | null } }) => (
    <p>PDF viewer of {storage.originalFilename}</p>
  ),
}));

const { server, snackbar } = setupScreenTest();
const VERSION = '0b6f3c2e-5d1a-4c59-9a57-2f5e1c9b7a11';
const stored = (over: Partial<FileStorage>): FileStorage => ({
  id: 's1',
  dbVersion: 0,
  artifactType: 'TEMPLATE',
  artifactVersionId: VERSION,
  fileStorageType: 'TEMPLATE_VERSION',
  name: 'form',
  originalFilename: 'CAPA form.pdf',
  contentType: 'application/pdf',
  size: 2048,
  ...over,
});

describe('isPdfFile', () => {
  it('knows a PDF by its content type or, failing that, by its name', () => {
    expect(isPdfFile({ contentType: 'application/pdf', originalFilename: 'x' })).toBe(true);
    expect(isPdfFile({ contentType: null, originalFilename: 'X.PDF' })).toBe(true);
    expect(isPdfFile({ contentType: 'application/msword', originalFilename: 'x.docx' })).toBe(false);
  });
});

describe('UploadedTemplate', () => {
  it('previews an uploaded PDF template in the embedded viewer', async () => {
    server.use(serveJson('/qms-api/storage', [stored({})]));
    renderWithProviders(<UploadedTemplate versionId={VERSION} editable={false} />, { session: 'viewer' });
    expect(await screen.findByText('CAPA form.pdf (2.0 KB)')).toBeInTheDocument();
    expect(screen.getByText('PDF viewer of CAPA form.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Replace file' })).toBeNull();
  });

  it('offers an office document for download only, without a preview', async () => {
    server.use(
      serveJson('/qms-api/storage', [
        stored({
          originalFilename: 'CAPA form.docx',
          contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        }),
      ]),
    );
    renderWithProviders(<UploadedTemplate versionId={VERSION} editable />, { session: 'admin' });
    expect(await screen.findByText('CAPA form.docx (2.0 KB)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace file' })).toBeInTheDocument();
    expect(screen.queryByText(/PDF viewer of/)).toBeNull();
  });

  it('refuses a file that is neither an office document nor a PDF by its content, without sending it', async () => {
    const sent: string[] = [];
    server.use(
      serveJson('/qms-api/storage', []),
      http.post('*/qms-api/storage', () => {
        sent.push('create');
        return HttpResponse.json(stored({ size: null }), { status: 201 });
      }),
    );
    renderWithProviders(<UploadedTemplate versionId={VERSION} editable />, { session: 'admin' });
    await screen.findByRole('button', { name: 'Upload file' });
    // a text file named like a Word document (Node's File: the fetch under test refuses jsdom's)
    const renamed = new NodeFile(['plain text'], 'form.docx') as unknown as File;
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, renamed);
    await waitFor(() => expect(snackbar.messages.map((m) => m.message)).toContain(PROCESS_MESSAGES.upload));
    expect(snackbar.messages.map((m) => m.detail)).toContain(STORAGE_TEMPLATE_OFFICE_OR_PDF_ONLY);
    expect(sent).toEqual([]);
  });
});
