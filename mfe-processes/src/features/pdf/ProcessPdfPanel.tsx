import { Alert, Center, Loader } from '@mantine/core';
import { PROCESS_MESSAGES, useStorages, type FileStorage, type SopVersion } from '@qms/shared-api';
import { useNotifyQueryError } from '@qms/shared-ui';
import { StoredPdfViewer } from '@qms/shared-ui/pdf';

/** The stored PDF of a version: the newest SOP_AS_PDF storage that has content. */
export function storedPdf(storages: readonly FileStorage[] | undefined): FileStorage | null {
  const pdfs = (storages ?? []).filter((s) => s.fileStorageType === 'SOP_AS_PDF' && s.size !== null);
  return pdfs[pdfs.length - 1] ?? null;
}

interface ProcessPdfPanelProps {
  sop: Pick<SopVersion, 'versionId' | 'sopAsPdf' | 'name'>;
}

/**
 * PDF processes (spec 1 §2.6): with sopAsPdf everyone reads the PDF in the embedded viewer in place of the
 * content. Uploading and deleting it are header actions (ProcessPdfActions).
 */
export function ProcessPdfPanel({ sop }: ProcessPdfPanelProps): JSX.Element | null {
  const storages = useStorages('SOP', sop.versionId);
  useNotifyQueryError(storages, PROCESS_MESSAGES.fileList);
  const pdf = storedPdf(storages.data);
  if (!sop.sopAsPdf) return null;
  if (storages.isLoading)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the PDF" />
      </Center>
    );
  return pdf ? (
    <StoredPdfViewer storage={pdf} />
  ) : (
    <Alert color="yellow" title="This process is stored as a PDF">
      {PROCESS_MESSAGES.fileList}
    </Alert>
  );
}
