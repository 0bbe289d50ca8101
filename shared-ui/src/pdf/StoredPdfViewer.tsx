import { Center, Loader, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { ApiError, PROCESS_MESSAGES, useStorageContent, type FileStorage } from '@qms/shared-api';

// pdf.js is large: only a screen that shows a PDF loads it (its own chunk), never the rest of an area
const PdfViewer = lazy(() => import('./PdfViewer'));

interface StoredPdfViewerProps {
  /** the stored file (its id and dbVersion key the download, its original name labels the viewer) */
  storage: Pick<FileStorage, 'id' | 'dbVersion' | 'name' | 'originalFilename'>;
}

/**
 * A stored PDF (file storage of spec 1 §7) downloaded and shown in the embedded viewer. One component for every
 * area (the PDF process, the uploaded template). This module is imported through `@qms/shared-ui/pdf`, which is
 * not a shared singleton: each remote bundles it and emits the pdf.js worker as its own asset (see architecture.md).
 */
export function StoredPdfViewer({ storage }: StoredPdfViewerProps): JSX.Element {
  const file = useStorageContent(storage);
  if (file.isError)
    return (
      <Text size="sm" c="red">
        {PROCESS_MESSAGES.downloadStatus(file.error instanceof ApiError ? file.error.status : 0)}
      </Text>
    );
  const spinner = (
    <Center py="xl">
      <Loader aria-label="Loading the PDF" />
    </Center>
  );
  if (!file.data) return spinner;
  return (
    <Suspense fallback={spinner}>
      <PdfViewer data={file.data} title={storage.originalFilename ?? storage.name} />
    </Suspense>
  );
}
