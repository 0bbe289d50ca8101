import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { isDeletable, RELEASE_STATE_LABELS, type SopArtifact, type SopVersion } from '@qms/shared-api';
import { ProcessExportActions } from '../../features/exports';
import { ProcessPdfActions } from '../../features/pdf';

interface ProcessHeaderProps {
  sop: SopVersion;
  artifact: SopArtifact;
  isAdmin: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * The detail header (spec 1 §2.6): name, version, release state; for admins Upload PDF / Delete PDF, Edit and
 * Delete, enabled in DRAFT.
 */
export function ProcessHeader({ sop, artifact, isAdmin, onEdit, onDelete }: ProcessHeaderProps): JSX.Element {
  const draft = isDeletable(sop.releaseState);
  return (
    // wraps: with the PDF actions the admin's buttons no longer fit beside a long name, and a row that overflowed
    // would slide under the widgets panel (unclickable)
    <Group justify="space-between" align="flex-start">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {sop.name}
        </Title>
        <Group gap="xs">
          <Badge variant="light" style={{ textTransform: 'none' }}>
            V{sop.version}
          </Badge>
          <Badge
            variant="outline"
            color={sop.releaseState === 'RELEASED' ? 'green' : 'gray'}
            style={{ textTransform: 'none' }}
          >
            {RELEASE_STATE_LABELS[sop.releaseState]}
          </Badge>
          <Text size="xs" c="dimmed">
            {artifact.requirementType}
          </Text>
        </Group>
      </Stack>
      <Group gap="xs" justify="flex-end">
        <ProcessExportActions sop={sop} canCopy={isAdmin} />
        {isAdmin && (
          <Group gap="xs">
            <ProcessPdfActions sop={sop} enabled={draft} />
            <Button variant="light" leftSection={<IconPencil size={16} />} disabled={!draft} onClick={onEdit}>
              Edit
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              disabled={!draft}
              onClick={onDelete}
            >
              Delete
            </Button>
          </Group>
        )}
      </Group>
    </Group>
  );
}
