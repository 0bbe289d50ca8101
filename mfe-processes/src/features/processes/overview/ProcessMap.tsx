import { Button, FileButton, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import {
  hasProcessImage,
  NO_PROCESS_DIAGRAM,
  QMS_CONFIG_MESSAGES,
  QMS_PROCESS_IMAGE,
  useQmsConfigString,
  useSaveQmsConfigString,
} from '@qms/shared-api';
import { notify, useNotifyQueryError } from '@qms/shared-ui';
import { svgDataUrl } from '../blocks/BlockView';

/**
 * The process map of the overview (spec 1 §2.5): the SVG kept in QMS_PROCESS_IMAGE, shown only when its text is
 * longer than 850 characters, else 'No Process Diagram exists yet.'. Admins set it from an SVG file (a draw.io
 * export); the server sanitises it. Shown as an <img>, so nothing in the SVG can run.
 */
export function ProcessMap({ isAdmin }: { isAdmin: boolean }): JSX.Element {
  const image = useQmsConfigString(QMS_PROCESS_IMAGE);
  useNotifyQueryError(image, QMS_CONFIG_MESSAGES.processImageLoadFailed);
  const save = useSaveQmsConfigString();
  const shown = hasProcessImage(image.data);

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
      { key: QMS_PROCESS_IMAGE, value: text },
      {
        onSuccess: () => notify.info(QMS_CONFIG_MESSAGES.diagramSaved),
        onError: (error) => notify.error(QMS_CONFIG_MESSAGES.saveFailed(QMS_PROCESS_IMAGE), error),
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
          <FileButton onChange={(f) => void importSvg(f)} accept="image/svg+xml,.svg">
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                leftSection={<IconFileImport size={14} />}
                loading={save.isPending}
              >
                {shown ? 'Replace Process Diagram (SVG)' : 'Create Process Diagram (SVG)'}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {image.isLoading ? (
        <Loader size="sm" aria-label="Loading the process map" />
      ) : shown ? (
        <Image src={svgDataUrl(image.data ?? '')} alt="Process map" fit="contain" mah={600} />
      ) : (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {NO_PROCESS_DIAGRAM}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
