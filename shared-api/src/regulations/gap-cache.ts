import type { GapList, GapListHead, QmsRequirement } from './qms-requirements.contract';

/**
 * A gap list with one requirement's new assessment (the server's answer to a write) in place. The mutations put it
 * into the cache at once: the refetch of a large regulation's gap list takes seconds, and until then a controlled
 * checkbox or field would show the old state (issue 14: the implemented checkbox "did not change its state").
 */
export function withAssessment(list: GapList, q: QmsRequirement): GapList {
  if (list.regulation.id !== q.regulationId) return list;
  let found = false;
  const qmsRequirements = list.qmsRequirements.map((x) => {
    if (x.requirementId !== q.requirementId) return x;
    found = true;
    return q;
  });
  return found ? { ...list, qmsRequirements } : list;
}

/**
 * The head of a gap list as the server answers it (GET …/gap-list/head): its first `limit` requirements, their
 * assessments (not those of requirements no longer in the catalog), no statistics. For the mock backend and tests.
 */
export function gapListHeadOf(list: GapList, limit: number): GapListHead {
  const { statistics: _statistics, ...rest } = list;
  const requirements = list.requirements.slice(0, limit);
  const ids = new Set(requirements.map((r) => r.id));
  const qmsRequirements = list.qmsRequirements.filter((q) => ids.has(q.requirementId));
  const blocks = new Set(qmsRequirements.flatMap((q) => q.referencedSopBlockArtifactIds));
  return {
    ...rest,
    requirements,
    qmsRequirements,
    linkedBlocks: list.linkedBlocks.filter((b) => blocks.has(b.blockArtifactId)),
    requirementCount: list.requirements.length,
    minLevel: list.requirements.length ? Math.min(...list.requirements.map((r) => r.level)) : null,
  };
}
