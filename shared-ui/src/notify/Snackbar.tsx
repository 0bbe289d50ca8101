import { useEffect, useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notify, type Notification } from './notify';

/** Older messages are dropped beyond this, so a burst of failures cannot cover the screen. */
const MAX_VISIBLE = 3;

/**
 * The suite's snackbar (spec 1 §2.3): red for errors, green for information, a message line, a detail line and
 * Close. Rendered once by the shell; every area reports through `notify`.
 */
export function Snackbar() {
  const [items, setItems] = useState<Notification[]>([]);

  useEffect(
    () =>
      notify.subscribe((n) => {
        setItems((current) => [...current, n].slice(-MAX_VISIBLE));
      }),
    [],
  );

  if (items.length === 0) return null;
  return (
    <Stack
      gap="xs"
      style={{
        position: 'fixed',
        bottom: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 1000,
        width: 480,
      }}
    >
      {items.map((n) => (
        <Paper
          key={n.id}
          role={n.kind === 'error' ? 'alert' : 'status'}
          data-testid="snackbar"
          data-kind={n.kind}
          shadow="md"
          p="sm"
          bg={n.kind === 'error' ? 'red.7' : 'green.7'}
          c="white"
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Text fw={600} size="sm" data-testid="snackbar-message">
                {n.message}
              </Text>
              {n.detail && (
                <Text size="xs" data-testid="snackbar-detail">
                  {n.detail}
                </Text>
              )}
            </Stack>
            <Button
              size="compact-sm"
              variant="white"
              color={n.kind === 'error' ? 'red' : 'green'}
              onClick={() => setItems((current) => current.filter((item) => item.id !== n.id))}
            >
              Close
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
