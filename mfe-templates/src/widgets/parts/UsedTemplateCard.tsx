import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { versionLabel, type Template } from '@qms/shared-api';
import { notify } from '@qms/shared-ui';

interface UsedTemplateCardProps {
  template: Template;
  blockNames: string[];
  contentName: (id: string) => string;
}

function Names({ label, names }: { label: string; names: string[] }) {
  return (
    <Text size="xs">
      <Text span fw={600} size="xs">
        {label}:
      </Text>{' '}
      {names.length > 0 ? names.join(', ') : '—'}
    </Text>
  );
}

/** A template used by the process (spec 1 §2.6): its fields, a copy-location icon and 'show detail'. */
export function UsedTemplateCard({ template: t, blockNames, contentName }: UsedTemplateCardProps) {
  const navigate = useNavigate();
  const copyLocation = async () => {
    try {
      await navigator.clipboard.writeText(t.location);
      notify.info('Location copied.');
    } catch (error) {
      notify.error('The location could not be copied.', error);
    }
  };
  return (
    <Card withBorder padding="xs" component="article" aria-label={`Template ${t.name}`}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {t.name}
          </Text>
          <Badge size="sm" variant="light" style={{ textTransform: 'none' }}>
            {versionLabel(t.version, t.releaseState)}
          </Badge>
        </Group>
        {t.description && (
          <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {t.description}
          </Text>
        )}
        <Names label="Process Blocks" names={blockNames} />
        <Names label="Template Contents" names={t.createdTemplateContentIds.map(contentName)} />
        <Names label="Reported Contents" names={t.reportedTemplateContentIds.map(contentName)} />
        <Group gap="xs" justify="flex-end">
          <Tooltip label={t.location ? `Copy location: ${t.location}` : 'No location'}>
            <ActionIcon
              variant="subtle"
              aria-label={`Copy location of ${t.name}`}
              disabled={!t.location}
              onClick={() => void copyLocation()}
            >
              <IconCopy size={16} />
            </ActionIcon>
          </Tooltip>
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => navigate(`/templates/${encodeURIComponent(t.versionId)}`)}
            aria-label={`show detail of ${t.name}`}
          >
            show detail
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
