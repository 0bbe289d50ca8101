import { Text } from '@mantine/core';

/** One breadcrumb (segments already cut by the spec's rule), e.g. 'AC › AC-2'. */
export function Breadcrumb({ segments }: { segments: readonly string[] }): JSX.Element | null {
  if (segments.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" component="nav" aria-label="Breadcrumb">
      {segments.join(' › ')}
    </Text>
  );
}
