import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { isUnderPrefix, type AreaStartPage } from '@qms/shared-api';

export type { AreaStartPage };

/**
 * An area's catch-all route. Inside one of the area's prefixes an unknown path gets 'Page not found' and a link to
 * that prefix's start page; outside them it renders nothing, because the shell owns those paths (an area can
 * briefly see them while single-spa unmounts it).
 */
export function AreaNotFound({ startPages }: { startPages: readonly AreaStartPage[] }): JSX.Element | null {
  const { pathname } = useLocation();
  const start = startPages.find(({ path }) => isUnderPrefix(pathname, path));
  if (!start) return null;
  return (
    <Stack p="md" gap="sm" align="flex-start">
      <Title order={1} size="h2">
        Page not found
      </Title>
      <Text size="sm">There is no page at this address.</Text>
      <Anchor component={Link} to={start.path} size="sm">
        Go to {start.label}
      </Anchor>
    </Stack>
  );
}
