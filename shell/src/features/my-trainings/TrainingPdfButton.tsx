import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import {
  fetchProcessExport,
  processExportFileName,
  TRAINING_MESSAGES as M,
  type MyTraining,
} from '@qms/shared-api';
import { notify, saveBlob } from '@qms/shared-ui';

/** Downloads the controlled PDF of the trained process version (the bearer token travels: no plain link can). */
export function TrainingPdfButton({ training }: { training: MyTraining }): JSX.Element {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await fetchProcessExport(training.versionId, 'pdf');
      // a training names a released version (its PDF's cover says whether it is still in force)
      const released = {
        name: training.documentName,
        version: training.version,
        releaseState: 'RELEASED' as const,
      };
      saveBlob(blob, processExportFileName(released, 'pdf'));
    } catch (error) {
      notify.error(M.pdfError, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
      aria-label={`${M.pdf}: ${training.documentName} V${training.version}`}
    >
      {M.pdf}
    </Button>
  );
}
