import { ActionIcon, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import 'react-pdf/dist/Page/AnnotationLayer.css';

// The worker is bundled as an asset of this remote and served from our own origin: the CSP allows
// worker-src 'self' only (no CDN). Webpack turns new URL(…, import.meta.url) into the emitted file's URL.
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

// no eval (the CSP forbids it; pdf.js then draws Type3 fonts without compiled functions)
const OPTIONS = { isEvalSupported: false } as const;
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

interface PdfViewerProps {
  data: Blob;
  /** the file's name, for the viewer's label */
  title: string;
}

/**
 * The embedded PDF viewer (react-pdf on pdf.js): every page with its text layer, so the text can be selected and
 * found with the browser's search; zoom in steps. Loaded lazily (its own chunk) by StoredPdfViewer.
 */
export default function PdfViewer({ data, title }: PdfViewerProps): JSX.Element {
  const [pages, setPages] = useState(0);
  const [zoom, setZoom] = useState(2); // index into ZOOMS: 100 %
  const scale = ZOOMS[zoom] ?? 1;
  return (
    <Stack gap="xs" aria-label={`PDF ${title}`} component="section">
      <Group gap="xs">
        <ActionIcon
          variant="light"
          aria-label="Zoom out"
          disabled={zoom === 0}
          onClick={() => setZoom((z) => Math.max(0, z - 1))}
        >
          <IconZoomOut size={16} />
        </ActionIcon>
        <Text size="sm" aria-live="polite" w={48} ta="center">
          {Math.round(scale * 100)} %
        </Text>
        <ActionIcon
          variant="light"
          aria-label="Zoom in"
          disabled={zoom === ZOOMS.length - 1}
          onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
        >
          <IconZoomIn size={16} />
        </ActionIcon>
        {pages > 0 && (
          <Text size="sm" c="dimmed">
            {pages === 1 ? '1 page' : `${pages} pages`}
          </Text>
        )}
      </Group>
      <ScrollArea type="auto" offsetScrollbars>
        <Document
          file={data}
          options={OPTIONS}
          onLoadSuccess={({ numPages }) => setPages(numPages)}
          loading={<Text size="sm">Loading the PDF…</Text>}
          error={
            <Text size="sm" c="red">
              The PDF could not be shown.
            </Text>
          }
        >
          <Stack gap="md" align="flex-start">
            {Array.from({ length: pages }, (_, i) => (
              <Paper key={i} withBorder shadow="xs" data-page-number={i + 1}>
                <Page pageNumber={i + 1} scale={scale} renderTextLayer renderAnnotationLayer />
              </Paper>
            ))}
          </Stack>
        </Document>
      </ScrollArea>
    </Stack>
  );
}
