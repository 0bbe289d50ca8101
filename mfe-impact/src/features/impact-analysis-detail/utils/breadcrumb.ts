import { plainText } from '@qms/shared-ui';
import type { RegulationRequirement } from '@qms/shared-api';

/** spec 3 §2, §9: a breadcrumb segment over 15 characters is cut to 10 characters plus '...'. */
const BREADCRUMB_MAX_LENGTH = 15;
const BREADCRUMB_CUT_LENGTH = 10;

export function cutSegment(segment: string): string {
  const s = segment.trim();
  return s.length > BREADCRUMB_MAX_LENGTH ? `${s.slice(0, BREADCRUMB_CUT_LENGTH)}...` : s;
}

/** The label of one requirement in a breadcrumb: its paragraph number, else its (plain) heading text. */
function segmentLabel(requirement: RegulationRequirement): string {
  if (requirement.paragraph.trim()) return requirement.paragraph.trim();
  return plainText(requirement.text ?? '') || requirement.key;
}

/**
 * The breadcrumb of a requirement: its ancestors from the root down to the requirement itself, each segment cut by
 * the spec's rule. Unknown parents end the walk (a requirement of another catalog version).
 */
export function breadcrumbOf(
  requirementId: string,
  byId: ReadonlyMap<string, RegulationRequirement>,
): string[] {
  const path: string[] = [];
  const seen = new Set<string>();
  let current = byId.get(requirementId);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    path.unshift(cutSegment(segmentLabel(current)));
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return path;
}

/**
 * The breadcrumbs of an impact's from-requirements: one per distinct ancestor path (several from-requirements under
 * one heading share it), in the given order.
 */
export function breadcrumbsOf(
  requirementIds: readonly string[],
  byId: ReadonlyMap<string, RegulationRequirement>,
): string[][] {
  const out = new Map<string, string[]>();
  for (const id of requirementIds) {
    const crumb = breadcrumbOf(id, byId);
    const parents = crumb.slice(0, -1);
    const key = parents.join('\u0000');
    if (parents.length > 0 && !out.has(key)) out.set(key, parents);
  }
  return [...out.values()];
}
