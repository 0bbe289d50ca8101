import { IMPACT_MESSAGES, type RegulationRequirement } from '@qms/shared-api';
import { isClause, type PlacedImpact } from './entries';

export type RuleResult = { ok: true; ids: string[] } | { ok: false; message: string };

/** The to-requirements that can be mapped, in regulation order (headings excluded). */
export function clauseOrder(requirements: readonly RegulationRequirement[]): string[] {
  return requirements.filter(isClause).map((r) => r.id);
}

/** Ids of requirements mapped by impacts other than `selectedId`, per side. */
function mappedElsewhere(
  impacts: readonly PlacedImpact[],
  selectedId: string,
  side: 'requirementIdsFrom' | 'requirementIdsTo',
): Set<string> {
  return new Set(impacts.filter((i) => i.id !== selectedId).flatMap((i) => i[side]));
}

/**
 * spec 3 §5: a from-requirement checkbox is enabled only if the requirement is already in the selected impact or is
 * not yet mapped to any impact.
 */
export function canToggleFrom(
  requirementId: string,
  selected: PlacedImpact | null,
  impacts: readonly PlacedImpact[],
): boolean {
  if (!selected) return false;
  if (selected.requirementIdsFrom.includes(requirementId)) return true;
  return !mappedElsewhere(impacts, selected.id, 'requirementIdsFrom').has(requirementId);
}

/** Ticking toggles the from-requirement (kept in the from-regulation's order when `order` is given). */
export function toggleFrom(
  selected: PlacedImpact,
  requirementId: string,
  order?: readonly string[],
): string[] {
  const ids = selected.requirementIdsFrom.includes(requirementId)
    ? selected.requirementIdsFrom.filter((id) => id !== requirementId)
    : [...selected.requirementIdsFrom, requirementId];
  return order ? sortByOrder(ids, order) : ids;
}

/** spec 3 §5: removing a to-requirement needs a selected impact and at least 2 to-requirements. */
export function removeTo(selected: PlacedImpact | null, requirementId: string): RuleResult {
  if (!selected) return { ok: false, message: IMPACT_MESSAGES.noImpactSelected };
  if (selected.requirementIdsTo.length < 2)
    return { ok: false, message: IMPACT_MESSAGES.oneRequirementRequired };
  return { ok: true, ids: selected.requirementIdsTo.filter((id) => id !== requirementId) };
}

/**
 * spec 3 §5: adds the to-requirement next to (after the last, or before the first of) the selected impact's
 * to-requirements in regulation order. It must exist and must not be mapped to another impact.
 */
export function addNeighbourTo(
  selected: PlacedImpact | null,
  direction: 'next' | 'previous',
  order: readonly string[],
  impacts: readonly PlacedImpact[],
): RuleResult {
  if (!selected) return { ok: false, message: IMPACT_MESSAGES.noImpactSelected };
  const positions = selected.requirementIdsTo
    .map((id) => order.indexOf(id))
    .filter((p) => p >= 0)
    .sort((a, b) => a - b);
  if (positions.length === 0) return { ok: false, message: IMPACT_MESSAGES.nextRequirementMissing };
  const at = direction === 'next' ? positions[positions.length - 1]! + 1 : positions[0]! - 1;
  const neighbour = order[at];
  if (neighbour === undefined) return { ok: false, message: IMPACT_MESSAGES.nextRequirementMissing };
  if (mappedElsewhere(impacts, selected.id, 'requirementIdsTo').has(neighbour)) {
    return { ok: false, message: IMPACT_MESSAGES.nextRequirementMapped };
  }
  return { ok: true, ids: sortByOrder([...selected.requirementIdsTo, neighbour], order) };
}

/** Ids in the regulation's order; unknown ids keep their relative order at the end. */
export function sortByOrder(ids: readonly string[], order: readonly string[]): string[] {
  const position = new Map(order.map((id, i) => [id, i]));
  const rank = (id: string) => position.get(id) ?? Number.MAX_SAFE_INTEGER;
  return [...new Set(ids)].sort((a, b) => rank(a) - rank(b));
}
