import { Button, FileButton } from '@mantine/core';
import { IconFileUpload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  PROCESS_MESSAGES,
  useDeleteStorage,
  useStorages,
  useUploadProcessPdf,
  type SopVersion,
} from '@qms/shared-api';
import { ConfirmDialog, notify } from '@qms/shared-ui';
import { storedPdf } from './ProcessPdfPanel';

interface ProcessPdfActionsProps {
  sop: Pick<SopVersion, 'versionId'>;
  /** the version may be edited (DRAFT): otherwise the actions show disabled, like Edit and Delete */
  enabled: boolean;
}

/**
 * Upload PDF and Delete PDF, header actions of the process detail for admins (spec 1 §2.6 "Header actions: Edit
 * and Delete …, upload of a PDF (accepts .pdf only) and deletion of the stored PDF"). Delete PDF shows once a PDF is
 * stored and asks first (spec 1 §5). The storages query is the one the viewer panel uses (one request).
 */
export function ProcessPdfActions({ sop, enabled }: ProcessPdfActionsProps): JSX.Element {
  const storages = useStorages('SOP', sop.versionId);
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

  return (
    <>
      <FileButton
        onChange={onFile}
        accept="application/pdf,.pdf"
        disabled={!enabled}
        inputProps={{ 'data-testid': 'process-pdf-input' } as object}
      >
        {(props) => (
          <Button
            {...props}
            variant="light"
            leftSection={<IconFileUpload size={16} />}
            loading={upload.isPending}
            disabled={!enabled}
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
          disabled={!enabled}
          onClick={() => setConfirming(true)}
        >
          Delete PDF
        </Button>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Delete PDF"
        message={`Delete the PDF "${pdf?.originalFilename ?? pdf?.name ?? ''}" of this process?`}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => !remove.isPending && setConfirming(false)}
      />
    </>
  );
}
