import { ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { RegulationRequirement } from '@qms/shared-api';
import { plainText } from '@qms/shared-ui';

const LABEL_LENGTH = 40;

/**
 * The left sidebar (spec 3 §2): the table of contents of the to-regulation. Picking a requirement jumps to the
 * impact that covers it, or to the requirement itself when no impact does. Plain buttons, not NavLinks, memoised: a
 * catalog has over a thousand entries and the entry chunks load beside it.
 */
export const ToTableOfContents = memo(function ToTableOfContents({
  requirements,
  onPick,
}: {
  requirements: readonly RegulationRequirement[];
  onPick: (requirementId: string) => void;
}): JSX.Element {
  const minLevel = useMemo(
    () => requirements.reduce((m, r) => Math.min(m, r.level), Number.POSITIVE_INFINITY),
    [requirements],
  );
  const entries = useMemo(
    () =>
      requirements.map((r) => {
        // headings keep their text; other requirements are named by their paragraph (licensing-safe)
        const text = r.type === 'HEADING' || r.contentVisible ? plainText(r.text) : '';
        const label = `${r.paragraph} ${text.slice(0, LABEL_LENGTH)}`.trim() || r.key;
        return { r, label, depth: Math.max(0, r.level - minLevel) };
      }),
    [requirements, minLevel],
  );
  return (
    <Stack gap={4} w={260} style={{ flexShrink: 0 }}>
      <Title order={2} size="h5">
        Table of contents
      </Title>
      <ScrollArea h="calc(100vh - 260px)" mih={200} type="auto" tabIndex={0} aria-label="Table of contents">
        <nav aria-label="Table of contents">
          {entries.map(({ r, label, depth }) => (
            <UnstyledButton
              key={r.id}
              display="block"
              w="100%"
              py={2}
              pl={`${depth * 0.75 + 0.25}rem`}
              onClick={() => onPick(r.id)}
            >
              <Text size="xs" fw={r.type === 'HEADING' ? 700 : 400} truncate>
                {label}
              </Text>
            </UnstyledButton>
          ))}
        </nav>
      </ScrollArea>
    </Stack>
  );
});
