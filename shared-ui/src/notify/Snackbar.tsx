import { useEffect, useState } from 'react';
import { Button, getDefaultZIndex, Group, Paper, Stack, Text } from '@mantine/core';
import { notify, type Notification } from './notify';

/** Older messages are dropped beyond this, so a burst of failures cannot cover the screen. */
const MAX_VISIBLE = 3;

/**
 * Information closes by itself after this long; errors stay until the user closes them or a success of their topic
 * replaces them.
 */
export const INFO_AUTO_CLOSE_MS = 6000;

/**
 * Colours with at least 4.5:1 contrast (WCAG AA): white on red.9 (#c92a2a, 5.4:1); black on green.7 (#37b24d,
 * 7.6:1), since white on green.9 reaches only 4.4:1. Close is dark text on white.
 */
const COLOURS: Record<Notification['kind'], { bg: string; c: string }> = {
  error: { bg: 'red.9', c: 'white' },
  info: { bg: 'green.7', c: 'black' },
};

/** A success of a topic closes the topic's earlier errors (see Notification.topic); nothing else closes another. */
const supersedes = (next: Notification, earlier: Notification): boolean =>
  next.kind === 'info' && !!next.topic && earlier.kind === 'error' && earlier.topic === next.topic;

function SnackbarItem({ n, onClose }: { n: Notification; onClose: () => void }) {
  useEffect(() => {
    if (n.kind !== 'info') return;
    const timer = setTimeout(onClose, INFO_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
    // one timer per message, started when it appears
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [n.id]);

  return (
    <Paper
      role={n.kind === 'error' ? 'alert' : 'status'}
      data-testid="snackbar"
      data-kind={n.kind}
      shadow="md"
      p="sm"
      bg={COLOURS[n.kind].bg}
      c={COLOURS[n.kind].c}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        {/* the text wraps and Close keeps its width: a long message must not cut it to 'Clos' */}
        <Stack gap={2} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          <Text fw={600} size="sm" data-testid="snackbar-message">
            {n.message}
          </Text>
          {n.detail && (
            <Text size="xs" data-testid="snackbar-detail">
              {n.detail}
            </Text>
          )}
        </Stack>
        <Button size="compact-sm" variant="white" color="dark" style={{ flexShrink: 0 }} onClick={onClose}>
          Close
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * Just under an open dialog: a red message must never cover a dialog's own buttons (a wrong signature password left
 * one over Sign). Every dialog of the suite shows its refusal inside itself; the message stays readable once the
 * dialog closes.
 */
const SNACKBAR_Z_INDEX = getDefaultZIndex('modal') - 1;

/**
 * The suite's snackbar (spec 1 §2.3): red for errors, green for information, a message line, a detail line and
 * Close. Information closes by itself after 6 s, errors stay until closed. Rendered once by the shell; every area
 * reports through `notify`.
 */
export function Snackbar() {
  const [items, setItems] = useState<Notification[]>([]);

  useEffect(
    () =>
      notify.subscribe((n) => {
        setItems((current) => [...current.filter((item) => !supersedes(n, item)), n].slice(-MAX_VISIBLE));
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
        zIndex: SNACKBAR_Z_INDEX,
        width: 480,
      }}
    >
      {items.map((n) => (
        <SnackbarItem
          key={n.id}
          n={n}
          onClose={() => setItems((current) => current.filter((item) => item.id !== n.id))}
        />
      ))}
    </Stack>
  );
}
