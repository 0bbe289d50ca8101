import {
  requirementAlreadyMappedMessage,
  requirementNotInRegulationMessage,
  type Impact,
} from './impact.contract';
import { IMPACT_MESSAGES } from './impact.messages';

type Mapping = Pick<Impact, 'requirementIdsFrom' | 'requirementIdsTo'>;

/** Requirement ids once each, in their first order (a repeated tick must not count twice in the statistics). */
export function distinctIds(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/**
 * The spec 3 §5 mapping rules, enforced by the server and mirrored by the mock (ADR 0090): the answer is
 * the refusal message, or undefined when the mapping may be saved.
 * - an impact maps at least one requirement; one that had to-requirements keeps at least one
 *   ('One requirement is required.'); an impact of the "without mapped to-clauses" section may have none;
 * - from-ids are mappable (non-heading) requirements of the From regulation, to-ids of the To regulation;
 * - a requirement is mapped by at most one impact of the analysis, per side.
 */
export function impactMappingRefusal(input: {
  next: Mapping;
  previous?: Mapping;
  /** the other impacts of the analysis (without the one being saved) */
  others: readonly Mapping[];
  fromRequirementIds: ReadonlySet<string>;
  toRequirementIds: ReadonlySet<string>;
}): string | undefined {
  const { next, previous, others } = input;
  if (next.requirementIdsFrom.length + next.requirementIdsTo.length === 0)
    return IMPACT_MESSAGES.oneRequirementRequired;
  if (previous && previous.requirementIdsTo.length > 0 && next.requirementIdsTo.length === 0)
    return IMPACT_MESSAGES.oneRequirementRequired;
  const foreignFrom = next.requirementIdsFrom.find((id) => !input.fromRequirementIds.has(id));
  if (foreignFrom) return requirementNotInRegulationMessage('from', foreignFrom);
  const foreignTo = next.requirementIdsTo.find((id) => !input.toRequirementIds.has(id));
  if (foreignTo) return requirementNotInRegulationMessage('to', foreignTo);
  const mappedFrom = new Set(others.flatMap((o) => o.requirementIdsFrom));
  const takenFrom = next.requirementIdsFrom.find((id) => mappedFrom.has(id));
  if (takenFrom) return requirementAlreadyMappedMessage('from', takenFrom);
  const mappedTo = new Set(others.flatMap((o) => o.requirementIdsTo));
  const takenTo = next.requirementIdsTo.find((id) => mappedTo.has(id));
  if (takenTo) return requirementAlreadyMappedMessage('to', takenTo);
  return undefined;
}
