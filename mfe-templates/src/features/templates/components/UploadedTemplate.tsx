import { Button, FileButton, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError, PROCESS_MESSAGES, useUploadTemplateFile, type FileStorage } from '@qms/shared-api';
import { notify } from '@qms/shared-ui';
import { StoredPdfViewer } from '@qms/shared-ui/pdf';
import { saveTemplateFile, useTemplateFile } from './use-template-file';

/** Office documents and PDF (checklist "Between areas": any office type; '.pdf only' is the process PDF's rule). */
const TEMPLATE_FILE_ACCEPT =
  '.doc,.docx,.dot,.dotx,.rtf,.xls,.xlsx,.xlt,.xltx,.ppt,.pptx,.odt,.ods,.odp,.pdf';

const formatSize = (bytes: number | null) =>
  bytes === null ? '' : bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;

interface UploadedTemplateProps {
  versionId: string;
  /** upload allowed (admin and the version editable) */
  editable: boolean;
}

/** A PDF template is previewed in the detail (issue 11); office documents are only downloaded. */
export const isPdfFile = (file: Pick<FileStorage, 'contentType' | 'originalFilename'>): boolean =>
  file.contentType === 'application/pdf' || /\.pdf$/i.test(file.originalFilename ?? '');

/**
 * The Uploaded Template field (spec 2 §2): the file's name and size, download, upload while editable, and a PDF
 * shown in the suite's embedded viewer (the same one as a PDF process, from shared-ui).
 */
export function UploadedTemplate({ versionId, editable }: UploadedTemplateProps): JSX.Element {
  const { storages, file } = useTemplateFile(versionId);
  const upload = useUploadTemplateFile(versionId);
  const [downloading, setDownloading] = useState(false);

  const onUpload = (chosen: File | null) => {
    if (!chosen) return;
    upload.mutate(
      { file: chosen, previous: storages.data ?? [] },
      {
        onSuccess: () => notify.info(PROCESS_MESSAGES.uploadSuccess),
        onError: (error) => notify.error(PROCESS_MESSAGES.upload, error),
      },
    );
  };

  const onDownload = async () => {
    if (!file) return;
    setDownloading(true);
    try {
      await saveTemplateFile(file);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      notify.error(PROCESS_MESSAGES.downloadStatus(status), error);
    } finally {
      setDownloading(false);
    }
  };

  if (storages.isLoading) return <Loader size="sm" aria-label="Loading the uploaded template" />;
  if (storages.isError) {
    return (
      <Text size="sm" c="dimmed">
        The uploaded template could not be loaded.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {file ? (
          <>
            <Text size="sm">
              {file.originalFilename} ({formatSize(file.size)})
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconDownload size={14} />}
              loading={downloading}
              onClick={() => void onDownload()}
            >
              Download
            </Button>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            No file uploaded.
          </Text>
        )}
        {editable && (
          <FileButton onChange={onUpload} accept={TEMPLATE_FILE_ACCEPT}>
            {(props) => (
              <Button
                {...props}
                size="compact-sm"
                variant="light"
                leftSection={<IconUpload size={14} />}
                loading={upload.isPending}
              >
                {file ? 'Replace file' : 'Upload file'}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {file && isPdfFile(file) && <StoredPdfViewer storage={file} />}
    </Stack>
  );
}
