import type { SopTerm, SopVersion, TemplateContent } from '@qms/shared-api';
import { termId, type ProcessSearchSources } from './search';

/** A template content this process names, and whether a block of the process names it (the check mark). */
export interface ProcessTemplateContent {
  id: string;
  name: string;
  srId: string | null;
  linkedToBlock: boolean;
}

/**
 * The template contents of a process version: its outputs (templateContentIds) and those of its blocks (not
 * DELETED), by name; contents unknown to the tenant are left out.
 */
export function processTemplateContents(
  sop: SopVersion,
  contents: readonly TemplateContent[],
): ProcessTemplateContent[] {
  const blockIds = new Set(
    sop.sopBlocks.filter((b) => b.versionState !== 'DELETED').flatMap((b) => b.templateContentIds),
  );
  const byId = new Map(contents.map((c) => [c.id, c]));
  return [...new Set([...sop.templateContentIds, ...blockIds])]
    .flatMap((id) => {
      const c = byId.get(id);
      return c ? [{ id, name: c.name, srId: c.srId, linkedToBlock: blockIds.has(id) }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function searchSources(
  contents: readonly ProcessTemplateContent[],
  terms: readonly SopTerm[],
): ProcessSearchSources {
  return {
    templateContentSrIds: contents.flatMap((c) => (c.srId ? [c.srId] : [])),
    termIds: terms.map((t) => termId(t.term)),
  };
}

/** spec 1 §2.6: the suffix of an SR process no process links yet. */
export const NOT_YET_LINKED = ' [not yet linked in a process]';
export const LINKED_TO_BLOCK = 'This Template Content is linked to a Block in this Process.';
