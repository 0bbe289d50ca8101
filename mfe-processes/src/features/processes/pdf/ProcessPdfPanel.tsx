import { Alert, Button, Center, FileButton, Group, Loader, Stack } from '@mantine/core';
import { IconFileUpload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  PROCESS_MESSAGES,
  useDeleteStorage,
  useStorages,
  type FileStorage,
  type SopVersion,
} from '@qms/shared-api';
import { ConfirmDialog, notify, useNotifyQueryError } from '@qms/shared-ui';
import { StoredPdfViewer } from '@qms/shared-ui/pdf';
import { useUploadProcessPdf } from './use-upload-process-pdf';

/** The stored PDF of a version: the newest SOP_AS_PDF storage that has content. */
export function storedPdf(storages: readonly FileStorage[] | undefined): FileStorage | null {
  const pdfs = (storages ?? []).filter((s) => s.fileStorageType === 'SOP_AS_PDF' && s.size !== null);
  return pdfs[pdfs.length - 1] ?? null;
}

export interface ProcessPdfPanelProps {
  sop: Pick<SopVersion, 'versionId' | 'sopAsPdf' | 'name'>;
  /** admin and the version may be edited: Upload PDF and Delete PDF show */
  canManage: boolean;
}

/**
 * PDF processes (spec 1 §2.6): admins upload a .pdf (the process becomes sopAsPdf) or delete it; with sopAsPdf
 * everyone reads the PDF in the embedded viewer in place of the content.
 */
export function ProcessPdfPanel({ sop, canManage }: ProcessPdfPanelProps): JSX.Element | null {
  const storages = useStorages('SOP', sop.versionId);
  useNotifyQueryError(storages, PROCESS_MESSAGES.fileList);
  const pdf = storedPdf(storages.data);
  const upload = useUploadProcessPdf(sop.versionId);
  const remove = useDeleteStorage();
  const [confirming, setConfirming] = useState(false);

  const onFile = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => notify.info(PROCESS_MESSAGES.uploadSuccess),
      // 415 (not a PDF) and 413 (too large) carry the server's message in the detail line
      onError: (error) => notify.error(PROCESS_MESSAGES.upload, error),
    });
  };
  const confirmDelete = () =>
    pdf &&
    remove.mutate(pdf.id, {
      onSuccess: () => notify.info(PROCESS_MESSAGES.fileDeleteSuccess),
      onError: (error) => notify.error(PROCESS_MESSAGES.fileDelete, error),
      onSettled: () => setConfirming(false),
    });

  if (!canManage && !sop.sopAsPdf) return null;
  return (
    <Stack gap="sm">
      {canManage && (
        <Group gap="xs">
          <FileButton
            onChange={onFile}
            accept="application/pdf,.pdf"
            inputProps={{ 'data-testid': 'process-pdf-input' } as object}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconFileUpload size={16} />}
                loading={upload.isPending}
              >
                Upload PDF
              </Button>
            )}
          </FileButton>
          {pdf && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirming(true)}
            >
              Delete PDF
            </Button>
          )}
        </Group>
      )}
      {sop.sopAsPdf &&
        (storages.isLoading ? (
          <Center py="xl">
            <Loader aria-label="Loading the PDF" />
          </Center>
        ) : pdf ? (
          <StoredPdfViewer storage={pdf} />
        ) : (
          <Alert color="yellow" title="This process is stored as a PDF">
            {PROCESS_MESSAGES.fileList}
          </Alert>
        ))}
      <ConfirmDialog
        opened={confirming}
        title="Delete PDF"
        message={`Delete the PDF "${pdf?.originalFilename ?? pdf?.name ?? ''}" of this process?`}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => !remove.isPending && setConfirming(false)}
      />
    </Stack>
  );
}
