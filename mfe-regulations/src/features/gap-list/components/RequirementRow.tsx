import { Badge, Box, Button, Group, Loader, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { memo, useId, useState } from 'react';
import { useRequirementGuidance } from '@qms/shared-api';
import type { Proposals } from '../model/proposals';
import type { GapRow } from '../model/rows';
import { PART_OF_TEXT } from '../model/rows';
import type { TargetOptions } from './AssessmentEditor';
import { AssessmentView } from './AssessmentView';
import { RowEditor } from './RowEditor';

/** spec 3 §9: 2rem indentation per nesting level. */
const INDENT_REM = 2;
const GUIDANCE_LABEL = 'Guidance';
export const GUIDANCE_FAILED = 'The guidance could not be loaded. Please try again.';

/**
 * The OSCAL guidance of a requirement, collapsed behind a 'Guidance' button. The gap-list answer only says whether
 * there is guidance the caller may read (`hasGuidance`; never without the licence); the sanitised HTML is loaded
 * when opened (GET /sr-api/requirements/{id}/guidance) and rendered only then: a gap list keeps 50 rows, each may
 * carry long guidance, and in the answer it was a seventh of 4.5 MiB for 5,000 requirements (issue 14).
 */
function Guidance({ requirementId, paragraph }: { requirementId: string; paragraph: string }): JSX.Element {
  const [open, setOpen] = useState(false);
  const id = useId();
  const label = `${GUIDANCE_LABEL} ${paragraph}`;
  return (
    <Box>
      <Button
        size="compact-xs"
        variant="subtle"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={label}
        leftSection={open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
        onClick={() => setOpen((o) => !o)}
      >
        {GUIDANCE_LABEL}
      </Button>
      {open && (
        <Box
          id={id}
          role="region"
          aria-label={label}
          fz="sm"
          pl="md"
          style={{ borderLeft: '2px solid var(--mantine-color-gray-4)' }}
        >
          <GuidanceText requirementId={requirementId} paragraph={paragraph} />
        </Box>
      )}
    </Box>
  );
}

/** The loaded guidance (its query is created only once opened: a row scrolled past creates none). */
function GuidanceText({
  requirementId,
  paragraph,
}: {
  requirementId: string;
  paragraph: string;
}): JSX.Element {
  const guidance = useRequirementGuidance(requirementId);
  if (guidance.isPending) return <Loader size="xs" aria-label={`Loading the guidance of ${paragraph}`} />;
  if (guidance.data?.guidance) return <div dangerouslySetInnerHTML={{ __html: guidance.data.guidance }} />;
  return (
    <Text size="sm" c="red.9">
      {GUIDANCE_FAILED}
    </Text>
  );
}

/**
 * One requirement of the gap list: paragraph number, indentation, text (sanitised HTML from the server; absent
 * without the licence), its guidance (collapsed), 'This interpretation is part of', deprecated and withdrawn marks, and its assessment.
 *
 * Memoised: the virtual list re-renders on every scroll event, and without it each of the ~60 kept rows rendered its
 * assessment editor (selects, autosize textareas that measure themselves) again on every frame (issue 14 bench:
 * dropped frames while scrolling). Its props are stable between scrolls (rows and options are memoised by the page).
 * In view mode the assessment is AssessmentView (read-only elements); in edit mode RowEditor (the editor, after a
 * light stand-in while the list scrolls).
 */
export const RequirementRow = memo(function RequirementRow({
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
          {r.contentVisible && r.hasGuidance && <Guidance requirementId={r.id} paragraph={r.paragraph} />}
          {row.partOf && (
            <Text size="xs" fs="italic">
              {PART_OF_TEXT} &lsquo;{row.partOf}&rsquo;
            </Text>
          )}
          {/* the editor only while editing: in view mode a row is plain read-only elements (AssessmentView) */}
          {row.qms &&
            (canEdit ? (
              <RowEditor qms={row.qms} options={options} paragraph={r.paragraph} proposals={proposals} />
            ) : (
              <AssessmentView qms={row.qms} options={options} paragraph={r.paragraph} />
            ))}
        </>
      )}
    </Box>
  );
});
