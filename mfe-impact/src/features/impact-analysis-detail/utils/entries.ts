import { IMPACT_HASH_PREFIX, type RegulationRequirement } from '@qms/shared-api';

/** What the screen needs of an impact to place it (the contract's Impact fits structurally). */
export interface PlacedImpact {
  id: string;
  requirementIdsFrom: readonly string[];
  requirementIdsTo: readonly string[];
}

export const WITHOUT_TO_CLAUSES_TITLE = 'Impacts without mapped to-clauses';

/**
 * One line of the detail screen's list, in the to-regulation's order: a heading of the to-regulation, an impact
 * (placed at its first to-requirement), a to-requirement no impact covers, then the section of the impacts without
 * mapped to-clauses.
 */
export type EntryRow<I extends PlacedImpact> =
  | { kind: 'heading'; key: string; requirement: RegulationRequirement }
  | { kind: 'impact'; key: string; impact: I }
  | { kind: 'unmapped'; key: string; requirement: RegulationRequirement }
  | { kind: 'section'; key: string; title: string };

interface EntryList<I extends PlacedImpact> {
  rows: EntryRow<I>[];
  /** row index per impact id */
  impactIndex: Map<string, number>;
  /** row index per to-requirement id: the impact covering it, else its own (heading or unmapped) row */
  requirementIndex: Map<string, number>;
}

/** Can a requirement be mapped? Headings structure the catalog and are never clauses of an impact. */
export const isClause = (r: RegulationRequirement): boolean => r.type !== 'HEADING';

/**
 * Builds the rows: impacts ordered by the to-regulation order of their first to-requirement; impacts whose
 * to-requirements are all unknown to the to-regulation (or that have none) go to 'Impacts without mapped
 * to-clauses', in their given order. A paragraph (it has `interpretedInRequirementId`) that no impact maps itself
 * belongs to the impact of its clause: the impact shows it, it gets no row of its own (a mapping of controls does
 * not leave their statement items as unmapped clauses).
 */
export function buildEntryList<I extends PlacedImpact>(
  impacts: readonly I[],
  toRequirements: readonly RegulationRequirement[],
): EntryList<I> {
  const position = new Map(toRequirements.map((r, i) => [r.id, i]));
  const coveringImpact = new Map<string, I>();
  const firstPosition = new Map<string, number>();
  const without: I[] = [];
  for (const impact of impacts) {
    const positions = impact.requirementIdsTo.flatMap((id) => {
      const p = position.get(id);
      return p === undefined ? [] : [p];
    });
    if (positions.length === 0) {
      without.push(impact);
      continue;
    }
    firstPosition.set(impact.id, Math.min(...positions));
    for (const id of impact.requirementIdsTo) if (position.has(id)) coveringImpact.set(id, impact);
  }
  const rows: EntryRow<I>[] = [];
  const impactIndex = new Map<string, number>();
  const requirementIndex = new Map<string, number>();
  toRequirements.forEach((requirement, p) => {
    const clauseId = requirement.interpretedInRequirementId;
    const impact =
      coveringImpact.get(requirement.id) ?? (clauseId ? coveringImpact.get(clauseId) : undefined);
    if (impact) {
      if (firstPosition.get(impact.id) === p) {
        impactIndex.set(impact.id, rows.length);
        rows.push({ kind: 'impact', key: `impact-${impact.id}`, impact });
      }
      requirementIndex.set(requirement.id, impactIndex.get(impact.id)!);
      return;
    }
    requirementIndex.set(requirement.id, rows.length);
    rows.push(
      isClause(requirement)
        ? { kind: 'unmapped', key: `requirement-${requirement.id}`, requirement }
        : { kind: 'heading', key: `heading-${requirement.id}`, requirement },
    );
  });
  rows.push({ kind: 'section', key: 'section-without', title: WITHOUT_TO_CLAUSES_TITLE });
  for (const impact of without) {
    impactIndex.set(impact.id, rows.length);
    rows.push({ kind: 'impact', key: `impact-${impact.id}`, impact });
  }
  return { rows, impactIndex, requirementIndex };
}

/** The impact id a location hash names ('#impact={id}'), else null. */
export function impactIdFromHash(hash: string): string | null {
  if (!hash.startsWith(IMPACT_HASH_PREFIX)) return null;
  const id = decodeURIComponent(hash.slice(IMPACT_HASH_PREFIX.length));
  return id || null;
}

export const impactHash = (impactId: string): string =>
  `${IMPACT_HASH_PREFIX}${encodeURIComponent(impactId)}`;

/** Requirements by id, for breadcrumbs and texts. */
export const byIdOf = (requirements: readonly RegulationRequirement[]) =>
  new Map(requirements.map((r) => [r.id, r]));

/** The paragraphs of each clause in document order (a clause's statement items), for showing them with it. */
export function paragraphsByClause(
  requirements: readonly RegulationRequirement[],
): Map<string, RegulationRequirement[]> {
  const result = new Map<string, RegulationRequirement[]>();
  for (const r of requirements) {
    const clauseId = r.interpretedInRequirementId;
    if (!clauseId) continue;
    const list = result.get(clauseId);
    if (list) list.push(r);
    else result.set(clauseId, [r]);
  }
  return result;
}
