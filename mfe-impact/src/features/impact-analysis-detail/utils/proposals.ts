import type { QmsRequirement, SopListResponse } from '@qms/shared-api';
import type { PlacedImpact } from './entries';

interface Proposals {
  /** proposed processes (SOP artifact ids) */
  sopArtifactIds: string[];
  templateContentIds: string[];
  /** product requirements (blocks of PRODUCT processes) targeted by those gap entries */
  productRequirementIds: string[];
}

/**
 * The proposals of an impact (decision, docs/adr/0093-impact-analysis-screens.md): what implemented the old
 * clauses is what should implement the new ones — the union of the target processes and template contents of the
 * from-requirements' gap entries, plus those already assigned to the to-requirements. An included requirement is
 * judged by the entry of the requirement that interprets it (as on the gap list).
 */
export function proposalsOf(
  impact: PlacedImpact,
  fromQms: ReadonlyMap<string, QmsRequirement>,
  toQms: ReadonlyMap<string, QmsRequirement>,
  interpreterOf: ReadonlyMap<string, string>,
): Proposals {
  const sops = new Set<string>();
  const contents = new Set<string>();
  const products = new Set<string>();
  const add = (q: QmsRequirement | undefined) => {
    if (!q) return;
    q.targetSopArtifactIds.forEach((id) => sops.add(id));
    q.templateContentIds.forEach((id) => contents.add(id));
    q.targetSopBlockArtifactIds.forEach((id) => products.add(id));
  };
  const entryOf = (id: string, map: ReadonlyMap<string, QmsRequirement>) => {
    const interpreter = interpreterOf.get(id);
    return map.get(id) ?? (interpreter ? map.get(interpreter) : undefined);
  };
  impact.requirementIdsFrom.forEach((id) => add(entryOf(id, fromQms)));
  impact.requirementIdsTo.forEach((id) => add(entryOf(id, toQms)));
  return {
    sopArtifactIds: [...sops],
    templateContentIds: [...contents],
    productRequirementIds: [...products],
  };
}

/** Process names per artifact: its RELEASED version's name, else its newest version's. */
export function sopNames(list: SopListResponse | undefined): Map<string, string> {
  const best = new Map<string, { version: number; released: boolean; name: string }>();
  for (const s of list?.sops ?? []) {
    const current = best.get(s.artifactId);
    const released = s.releaseState === 'RELEASED';
    if (
      !current ||
      (released && !current.released) ||
      (released === current.released && s.version > current.version)
    )
      best.set(s.artifactId, { version: s.version, released, name: s.name });
  }
  return new Map([...best].map(([id, v]) => [id, v.name]));
}
