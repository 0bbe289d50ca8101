import type { RequirementSearchFilter } from '@qms/shared-api';

/** spec 3 §2 / spec 1 §2.6: the tags of the requirement search. */
export const SEARCH_TAGS = ['Glossary', 'Process Contents', 'Template Contents'] as const;
export type SearchTag = (typeof SEARCH_TAGS)[number];

/** The optional selected content: one of the process's template contents (its SR id) or an SR process content. */
export type SelectedContent = { kind: 'template'; srId: string } | { kind: 'process'; id: string } | null;

/** What the process brings into the search (ADR 0086). */
export interface ProcessSearchSources {
  /** SR ids of the template contents the process names (outputs and steps), tenant contents without srId left out */
  templateContentSrIds: readonly string[];
  /** the process's glossary terms, named by their text (the standards service has no term catalogue) */
  termIds: readonly string[];
}

const unique = (ids: readonly string[]) => [...new Set(ids.filter((id) => id.length > 0))].sort();

/** A glossary term as the search names it: its text, trimmed and lower-cased. */
export { srTermId as termId } from '@qms/shared-api';

/**
 * The POST /sr-api/requirements filter of a process's requirement search: each ticked tag adds its kind of ids; a
 * selected content narrows its kind to that one content. null when the filter names nothing (no request: the
 * panel says 'No linked requirements found').
 */
export function buildSearchFilter(
  tags: readonly SearchTag[],
  selected: SelectedContent,
  sources: ProcessSearchSources,
): RequirementSearchFilter | null {
  const on = (tag: SearchTag) => tags.includes(tag);
  const templateContentIds = on('Template Contents')
    ? unique(selected?.kind === 'template' ? [selected.srId] : sources.templateContentSrIds)
    : [];
  const sopContentIds = on('Process Contents') && selected?.kind === 'process' ? [selected.id] : [];
  const termIds = on('Glossary') ? unique(sources.termIds) : [];
  if (templateContentIds.length + sopContentIds.length + termIds.length === 0) return null;
  return { requirementIdsPerRegulation: {}, templateContentIds, sopContentIds, termIds };
}
