import { Box, Group, Text } from '@mantine/core';
import { barSegments, percent } from '../utils/bars';

/**
 * One horizontal bar of the Impacts statistic widget: mapped / not mapped requirements of one side. The whole bar
 * is an image named by its figures, so a screen reader hears what the colours show.
 */
export function MappingBar({
  title,
  mapped,
  total,
}: {
  title: string;
  mapped: number;
  total: number;
}): JSX.Element {
  const segments = barSegments(mapped, total);
  const summary =
    total > 0
      ? `${title}: ${mapped} of ${total} requirements mapped (${percent(mapped / total)})`
      : `${title}: no requirements`;
  return (
    <Box>
      <Group justify="space-between" gap={4}>
        <Text size="sm" fw={700}>
          {title}
        </Text>
        <Text size="xs">{total > 0 ? `${mapped} / ${total} mapped` : 'No requirements'}</Text>
      </Group>
      <Box
        role="img"
        aria-label={summary}
        style={{
          display: 'flex',
          height: 22,
          borderRadius: 4,
          overflow: 'hidden',
          background: 'var(--mantine-color-gray-2)',
        }}
      >
        {segments.map((s) =>
          s.widthPercent > 0 ? (
            <Box
              key={s.key}
              data-segment={s.key}
              style={{
                width: `${s.widthPercent}%`,
                background: s.color,
                color: 'var(--mantine-color-black)',
                fontSize: 12,
                lineHeight: '22px',
                textAlign: 'center',
                whiteSpace: 'nowrap',
                overflow: 'hidden',
              }}
            >
              {s.showLabel ? `${s.label} ${percent(s.share)}` : null}
            </Box>
          ) : null,
        )}
      </Box>
    </Box>
  );
}
