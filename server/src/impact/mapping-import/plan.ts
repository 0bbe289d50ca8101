import type { MappingImportUnmapped } from '@qms/shared-api/contract';
import type { DraftChangeType, ImpactDraft } from './drafts';

/** An impact of the analysis as the import sees it. */
export interface ExistingImpact {
  id: string;
  importKey: string | null;
  editedByUser: boolean;
  changeType: string;
  changeDescription: string;
  requirementIdsFrom: string[];
  requirementIdsTo: string[];
}

export interface PlannedImpact {
  importKey: string;
  changeType: DraftChangeType;
  changeDescription: string;
  requirementIdsFrom: string[];
  requirementIdsTo: string[];
}

export interface ImportPlan {
  inserts: PlannedImpact[];
  updates: (PlannedImpact & { id: string })[];
  unchanged: number;
  skippedEdited: number;
  unmapped: MappingImportUnmapped[];
}

/**
 * Control ids → requirement ids of the two regulations. An id the regulation lacks is reported and left out; a
 * draft left with no requirement at all is dropped.
 */
export function resolveDrafts(
  drafts: readonly ImpactDraft[],
  fromIds: ReadonlyMap<string, string>,
  toIds: ReadonlyMap<string, string>,
): { resolved: PlannedImpact[]; unmapped: MappingImportUnmapped[] } {
  const unmapped: MappingImportUnmapped[] = [];
  const resolved: PlannedImpact[] = [];
  for (const draft of drafts) {
    const side = (keys: string[], ids: ReadonlyMap<string, string>, name: 'FROM' | 'TO') =>
      keys.flatMap((key) => {
        const id = ids.get(key);
        if (id) return [id];
        unmapped.push({
          importKey: draft.importKey,
          reason: 'UNKNOWN_REQUIREMENT',
          side: name,
          requirement: key,
        });
        return [];
      });
    const requirementIdsFrom = side(draft.requirementIdsFrom, fromIds, 'FROM');
    const requirementIdsTo = side(draft.requirementIdsTo, toIds, 'TO');
    if (requirementIdsFrom.length + requirementIdsTo.length === 0) continue;
    resolved.push({ ...draft, requirementIdsFrom, requirementIdsTo });
  }
  return { resolved, unmapped };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * What the import writes. Idempotent: a draft whose importKey exists updates that impact (or leaves it when equal);
 * an impact a user edited is never touched; a requirement that another impact (or an earlier draft) already maps
 * makes the draft a CONFLICT (spec 3 §5: each requirement belongs to at most one impact per side).
 */
export function planImport(
  drafts: readonly PlannedImpact[],
  existing: readonly ExistingImpact[],
): ImportPlan {
  const plan: ImportPlan = { inserts: [], updates: [], unchanged: 0, skippedEdited: 0, unmapped: [] };
  const byKey = new Map(existing.filter((i) => i.importKey).map((i) => [i.importKey!, i]));
  // owner of each requirement per side: an impact id, or the import key of a draft planned in this run
  const owners = { FROM: new Map<string, string>(), TO: new Map<string, string>() };
  for (const impact of existing) {
    impact.requirementIdsFrom.forEach((id) => owners.FROM.set(id, impact.id));
    impact.requirementIdsTo.forEach((id) => owners.TO.set(id, impact.id));
  }
  for (const draft of drafts) {
    const current = byKey.get(draft.importKey);
    if (current?.editedByUser) {
      plan.skippedEdited++;
      continue;
    }
    const self = current?.id ?? `draft:${draft.importKey}`;
    const conflicts: MappingImportUnmapped[] = [];
    const check = (ids: string[], side: 'FROM' | 'TO') =>
      ids.forEach((id) => {
        const owner = owners[side].get(id);
        if (owner && owner !== self)
          conflicts.push({ importKey: draft.importKey, reason: 'CONFLICT', side, requirement: id });
      });
    check(draft.requirementIdsFrom, 'FROM');
    check(draft.requirementIdsTo, 'TO');
    if (conflicts.length > 0) {
      plan.unmapped.push(...conflicts);
      continue;
    }
    if (current) {
      // the impact may lose requirements on re-import: they become free for other drafts
      current.requirementIdsFrom.forEach((id) => owners.FROM.delete(id));
      current.requirementIdsTo.forEach((id) => owners.TO.delete(id));
    }
    draft.requirementIdsFrom.forEach((id) => owners.FROM.set(id, self));
    draft.requirementIdsTo.forEach((id) => owners.TO.set(id, self));
    if (!current) plan.inserts.push(draft);
    else if (
      current.changeType === draft.changeType &&
      current.changeDescription === draft.changeDescription &&
      sameList(current.requirementIdsFrom, draft.requirementIdsFrom) &&
      sameList(current.requirementIdsTo, draft.requirementIdsTo)
    )
      plan.unchanged++;
    else plan.updates.push({ ...draft, id: current.id });
  }
  return plan;
}
