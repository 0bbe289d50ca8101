import type { GapList, QmsRequirement } from './qms-requirements.contract';

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
