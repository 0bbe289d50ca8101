import { Badge, Box, Group, Text, Title } from '@mantine/core';
import type { Proposals } from '../model/proposals';
import type { GapRow } from '../model/rows';
import { PART_OF_TEXT } from '../model/rows';
import { AssessmentEditor, type TargetOptions } from './AssessmentEditor';

/** spec 3 §9: 2rem indentation per nesting level. */
const INDENT_REM = 2;

/**
 * One requirement of the gap list: paragraph number, indentation, text (sanitised HTML from the server; absent
 * without the licence), 'This interpretation is part of', deprecated and withdrawn marks, and its assessment.
 */
export function RequirementRow({
  row,
  canEdit,
  options,
  selected,
  proposals,
}: {
  row: GapRow;
  canEdit: boolean;
  options: TargetOptions;
  selected: boolean;
  proposals?: Proposals;
}): JSX.Element {
  const r = row.requirement;
  const heading = r.type === 'HEADING';
  return (
    <Box
      id={`requirement-${r.key}`}
      pl={`${row.depth * INDENT_REM}rem`}
      py={6}
      pr="sm"
      style={{
        borderBottom: '1px solid var(--mantine-color-gray-3)',
        background: selected ? 'var(--mantine-color-blue-0)' : undefined,
      }}
    >
      {heading ? (
        <Title order={2} size="h5">
          {r.paragraph ? `${r.paragraph} ` : ''}
          {row.plain}
        </Title>
      ) : (
        <>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <Text fw={700} size="sm" style={{ flexShrink: 0 }}>
              {r.paragraph}
            </Text>
            {r.contentVisible && r.text && (
              <Box fz="sm" style={{ flex: 1 }} dangerouslySetInnerHTML={{ __html: r.text }} />
            )}
            {row.deprecated && (
              <Badge size="sm" color="red.9" variant="outline">
                Deprecated interpretation
              </Badge>
            )}
            {r.withdrawn && (
              <Badge size="sm" color="dark" variant="outline">
                Withdrawn
              </Badge>
            )}
          </Group>
          {row.partOf && (
            <Text size="xs" fs="italic">
              {PART_OF_TEXT} &lsquo;{row.partOf}&rsquo;
            </Text>
          )}
          {row.qms && (
            <AssessmentEditor
              qms={row.qms}
              canEdit={canEdit}
              options={options}
              paragraph={r.paragraph}
              proposals={proposals}
            />
          )}
        </>
      )}
    </Box>
  );
}
