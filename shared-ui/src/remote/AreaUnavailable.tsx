import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';

interface AreaUnavailableProps {
  /** the area's display name, e.g. 'Processes' or 'Standards & Regulations' */
  area: string;
  onRetry: () => void;
  /** true where the panel stands in for a whole page (an area): its title is then the page's h1 */
  page?: boolean;
  /**
   * Why this build of the area cannot run here, when that is known and no Retry can help: e.g. "needs suite
   * shared-ui ≥ 1.3; this suite provides 1.2" (a remote built against a newer shared package than the live shell's).
   */
  reason?: string;
}

/**
 * Shown in place of an area (or a cross-area widget) whose remote failed to load or threw (ARCHITECTURE §2):
 * the rest of the suite keeps working, and Retry tries the remote again.
 */
export function AreaUnavailable({ area, onRetry, page = false, reason }: AreaUnavailableProps) {
  const title = `${area} is temporarily unavailable`;
  return (
    <Alert
      data-testid="area-unavailable"
      role="alert"
      color="red"
      variant="light"
      icon={<IconPlugConnectedX size={20} />}
      title={
        page ? (
          <Title order={1} size="inherit" fw="inherit">
            {title}
          </Title>
        ) : (
          title
        )
      }
      m="md"
    >
      <Stack gap="sm" align="flex-start">
        {reason ? (
          <Text size="sm">
            This build of {area} {reason}. Ask your administrator to deploy a matching build of {area} or of
            the suite. The rest of the application keeps working.
          </Text>
        ) : (
          <Text size="sm">
            This part of the suite could not be loaded. The rest of the application keeps working.
          </Text>
        )}
        <Button size="xs" variant="outline" color="red" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
