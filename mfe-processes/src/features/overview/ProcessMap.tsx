import { Button, FileButton, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileImport, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import {
  ApiError,
  hasProcessImage,
  NO_PROCESS_DIAGRAM,
  QMS_CONFIG_MESSAGES,
  QMS_PROCESS_IMAGE,
  useQmsConfigString,
  useSaveQmsConfigString,
} from '@qms/shared-api';
import { notify, useNotifyQueryError } from '@qms/shared-ui';
import { svgDataUrl } from '../../shared/drawio/svg-image';
import { DrawioEditor } from '../../shared/drawio/DrawioEditor';
import { xmlFromSvg } from '../../shared/drawio/drawio-protocol';

/**
 * The process map of the overview (spec 1 §2.5): the SVG kept in QMS_PROCESS_IMAGE, shown only when its text is
 * longer than 850 characters, else 'No Process Diagram exists yet.'. Admins draw it in the embedded draw.io editor
 * (the stored SVG carries the diagram source, so it reopens); importing an SVG file stays as the way back when a
 * save failed (the failure message tells the user to export an SVG). The server sanitises it. Shown as an <img>,
 * so nothing in the SVG can run.
 */
export function ProcessMap({ isAdmin }: { isAdmin: boolean }): JSX.Element {
  const image = useQmsConfigString(QMS_PROCESS_IMAGE);
  useNotifyQueryError(image, QMS_CONFIG_MESSAGES.processImageLoadFailed);
  const save = useSaveQmsConfigString();
  const svg = image.data?.value ?? '';
  const shown = hasProcessImage(svg);
  const [editing, setEditing] = useState(false);
  // the version this admin read; the mutation moves it on after each own save (draw.io saves repeatedly)
  const dbVersion = image.data?.dbVersion ?? 0;

  /**
   * Another admin saved the map since it was read (409): say so in the server's words and close the editor, so
   * the reloaded map (the mutation refetches it) is what the admin sees and edits next, never overwritten blindly.
   */
  const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

  const saveDrawing = (drawn: string) =>
    save.mutateAsync({ key: QMS_PROCESS_IMAGE, value: drawn, dbVersion }).then(
      () => notify.info(QMS_CONFIG_MESSAGES.diagramSaved),
      (error: unknown) => {
        if (isConflict(error)) {
          notify.error((error as ApiError).errorMessage ?? QMS_CONFIG_MESSAGES.saveFailed(QMS_PROCESS_IMAGE));
          setEditing(false);
        } else notify.error(QMS_CONFIG_MESSAGES.diagramSaveFailed, error);
        throw error;
      },
    );

  const importSvg = async (file: File | null) => {
    if (!file) return;
    const text = await file.text();
    if (!/<svg[\s>]/i.test(text)) {
      notify.error(
        QMS_CONFIG_MESSAGES.saveFailed(QMS_PROCESS_IMAGE),
        new Error(`${file.name} is not an SVG file.`),
      );
      return;
    }
    save.mutate(
      { key: QMS_PROCESS_IMAGE, value: text, dbVersion },
      {
        onSuccess: () => notify.info(QMS_CONFIG_MESSAGES.diagramSaved),
        onError: (error) =>
          isConflict(error)
            ? notify.error(
                (error as ApiError).errorMessage ?? QMS_CONFIG_MESSAGES.saveFailed(QMS_PROCESS_IMAGE),
              )
            : notify.error(QMS_CONFIG_MESSAGES.saveFailed(QMS_PROCESS_IMAGE), error),
      },
    );
  };

  return (
    <Paper withBorder p="sm" aria-label="Process map" component="section">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          Process Map
        </Title>
        {isAdmin && (
          <Group gap="xs">
            <Button
              size="xs"
              leftSection={<IconPencil size={14} />}
              onClick={() => setEditing(true)}
              disabled={image.isLoading}
            >
              {shown ? 'Edit Process Diagram' : 'Create Process Diagram'}
            </Button>
            <FileButton onChange={(f) => void importSvg(f)} accept="image/svg+xml,.svg">
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="light"
                  leftSection={<IconFileImport size={14} />}
                  loading={save.isPending}
                >
                  Import SVG
                </Button>
              )}
            </FileButton>
          </Group>
        )}
      </Group>
      {image.isLoading ? (
        <Loader size="sm" aria-label="Loading the process map" />
      ) : shown ? (
        <Image src={svgDataUrl(svg)} alt="Process map" fit="contain" mah={600} />
      ) : (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {NO_PROCESS_DIAGRAM}
          </Text>
        </Stack>
      )}
      {editing && (
        <DrawioEditor
          title="Process Map"
          xml={shown ? xmlFromSvg(svg) : ''}
          onSave={saveDrawing}
          onClose={() => setEditing(false)}
        />
      )}
    </Paper>
  );
}
