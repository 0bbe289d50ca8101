import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PROCESS_MESSAGES } from '@qms/shared-api';
import { renderWithProviders, setupScreenTest } from '../test-utils';
import { StoredPdfViewer } from './StoredPdfViewer';

// pdf.js needs a real browser (canvas, workers): here the lazy viewer is replaced by a stand-in that shows what it
// was given; the real rendering is checked in Chromium (e2e read-a-pdf-process, maintain-templates).
jest.mock('./PdfViewer', () => ({
  __esModule: true,
  default: ({ data, title }: { data: Blob; title: string }) => (
    <p>
      viewer of {title}, {data.size} bytes
    </p>
  ),
}));

const { server } = setupScreenTest();
const storage = { id: 's1', dbVersion: 0, name: 'stored.pdf', originalFilename: 'Form A.pdf' };

describe('StoredPdfViewer', () => {
  it('downloads the stored file and hands it to the viewer under its original name', async () => {
    server.use(
      http.get('*/qms-api/storage/s1/content', () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.4 x').buffer, {
          headers: { 'content-type': 'application/pdf' },
        }),
      ),
    );
    renderWithProviders(<StoredPdfViewer storage={storage} />);
    expect(screen.getByLabelText('Loading the PDF')).toBeInTheDocument();
    expect(await screen.findByText('viewer of Form A.pdf, 10 bytes')).toBeInTheDocument();
  });

  it('names the HTTP status when the file can not be downloaded', async () => {
    server.use(
      http.get('*/qms-api/storage/s1/content', () =>
        HttpResponse.json({ errorMessage: 'gone' }, { status: 404 }),
      ),
    );
    renderWithProviders(<StoredPdfViewer storage={storage} />);
    expect(await screen.findByText(PROCESS_MESSAGES.downloadStatus(404))).toBeInTheDocument();
    expect(screen.queryByText(/viewer of/)).toBeNull();
  });
});
