import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import {
  LICENSING_NOTICE,
  useQmsRequirementsBy,
  useRequirementSearch,
  type QmsRequirement,
  type Regulation,
  type RegulationRequirement,
} from '@qms/shared-api';
import { excerpt, plainText } from '@qms/shared-ui';

const TEXT_EXCERPT = 160;

/**
 * A requirement's title and the rest of its text. The catalog keeps a control's title as the first paragraph of its
 * text, in bold (OSCAL import); a paragraph of a control has no title of its own.
 */
export function titleAndText(html: string | null): { title: string; text: string } {
  if (!html) return { title: '', text: '' };
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const first = body.firstElementChild;
  const only = first?.tagName === 'P' && first.childNodes.length === 1 ? first.firstElementChild : null;
  if (!first || only?.tagName !== 'STRONG') return { title: '', text: plainText(html) };
  const title = plainText(first.innerHTML);
  first.remove();
  return { title, text: plainText(body.innerHTML) };
}

/** The gap list at that requirement: the form spec 3 §1 gives for links from other screens. */
export const gapListHref = (regulationId: string, requirementId: string): string =>
  `/sr-list/${encodeURIComponent(regulationId)}#requirement-id=${encodeURIComponent(
    `${regulationId}---${requirementId}`,
  )}`;

/**
 * The ids the assessments name, per regulation and sorted, so the same requirements make the same query key
 * whatever order the assessments came in.
 */
function idsPerRegulation(assessments: readonly QmsRequirement[]): Record<string, string[]> {
  const ids: Record<string, string[]> = {};
  for (const a of assessments) (ids[a.regulationId] ??= []).push(a.requirementId);
  return Object.fromEntries(
    Object.keys(ids)
      .sort()
      .map((regulationId) => [regulationId, [...new Set(ids[regulationId])].sort()]),
  );
}

function RequirementLine({
  assessment,
  regulation,
  requirement,
}: {
  assessment: QmsRequirement;
  regulation: Regulation | undefined;
  requirement: RegulationRequirement | undefined;
}): JSX.Element {
  // a requirement gone from the catalog (a deprecated assessment) or not answered still names what it can
  const number = `${regulation?.number || regulation?.title || assessment.regulationId} ${requirement?.paragraph || assessment.requirementId}`;
  // the server sends the text only to whom may read it (licensing.ts); headings always keep theirs
  const { title, text } = titleAndText(requirement?.contentVisible ? requirement.text : null);
  return (
    <Stack gap={0}>
      <Anchor
        component={Link}
        to={gapListHref(assessment.regulationId, assessment.requirementId)}
        size="sm"
        fw={600}
      >
        {title ? `${number} ${title}` : number}
      </Anchor>
      {text && (
        <Text size="xs" c="dimmed">
          {text.length > TEXT_EXCERPT ? excerpt(text, TEXT_EXCERPT) : text}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The regulation requirements linked to a template content (spec 2 §2): the regulation's short name, the
 * requirement's number and title, an excerpt of its text for readers with the licence, each a link to the gap list
 * at that requirement. The requirements come from POST /sr-api/requirements for just these ids, not the gap lists.
 */
export function LinkedRequirements({ contentId }: { contentId: string }): JSX.Element {
  const assessments = useQmsRequirementsBy('template-content', contentId);
  const list = useMemo(() => assessments.data ?? [], [assessments.data]);
  const filter = useMemo(() => ({ requirementIdsPerRegulation: idsPerRegulation(list) }), [list]);
  const search = useRequirementSearch(filter, list.length > 0);
  const regulations = new Map((search.data?.regulations ?? []).map((r) => [r.id, r]));
  const requirements = new Map((search.data?.requirements ?? []).map((r) => [r.id, r]));
  // one notice for the list (spec 3 §6), not one per requirement
  const hidden = (search.data?.requirements ?? []).some((r) => !r.contentVisible);
  return (
    <Stack gap={4} component="section" aria-label="Regulation Requirements">
      <Text size="sm" fw={600}>
        Regulation Requirements
      </Text>
      {assessments.isLoading || (list.length > 0 && search.isLoading) ? (
        <Loader size="xs" aria-label="Loading the linked requirements" />
      ) : assessments.isError ? (
        <Text size="sm" c="dimmed">
          The linked requirements could not be loaded.
        </Text>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : (
        <>
          {list.map((a) => (
            <RequirementLine
              key={a.id}
              assessment={a}
              regulation={regulations.get(a.regulationId)}
              requirement={requirements.get(a.requirementId)}
            />
          ))}
          {search.isError && (
            <Text size="xs" c="dimmed">
              The requirements' titles could not be loaded.
            </Text>
          )}
          {hidden && (
            <Text size="xs" c="dimmed">
              {LICENSING_NOTICE}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
