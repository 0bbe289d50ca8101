import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';

export interface AreaUnavailableProps {
  /** the area's display name, e.g. 'Processes' or 'Standards & Regulations' */
  area: string;
  onRetry: () => void;
}

/**
 * Shown in place of an area (or a cross-area widget) whose remote failed to load or threw (ARCHITECTURE §2):
 * the rest of the suite keeps working, and Retry tries the remote again.
 */
export function AreaUnavailable({ area, onRetry }: AreaUnavailableProps) {
  return (
    <Alert
      data-testid="area-unavailable"
      role="alert"
      color="red"
      variant="light"
      icon={<IconPlugConnectedX size={20} />}
      title={`${area} is temporarily unavailable`}
      m="md"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          This part of the suite could not be loaded. The rest of the application keeps working.
        </Text>
        <Button size="xs" variant="outline" color="red" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
