import type { Relation, SopListResponse, TemplateContent } from '@qms/shared-api';

export type ProposalOption = { value: string; label: string };

/** What the gap list proposes for one requirement (spec 3 §2 "Proposals that can be applied with one click"). */
export interface Proposals {
  /** the tenant's QMS processes (artifact ids) linked to an SR process of the relation */
  processes: ProposalOption[];
  /** the tenant's template contents (ids) linked to an SR template content of the relation */
  templateContents: ProposalOption[];
}

/** spec 3 §9: more than 3 proposed template contents collapse behind a chip. */
export const PROPOSALS_COLLAPSE_ABOVE = 3;
export const showProposedContents = (n: number): string => `Show ${n} proposed Template Contents...`;

interface ProposalLookup {
  processesBySrProcess: Map<string, ProposalOption[]>;
  contentsBySrContent: Map<string, ProposalOption[]>;
}

const add = (map: Map<string, ProposalOption[]>, key: string, option: ProposalOption) => {
  const list = map.get(key) ?? [];
  if (!list.some((o) => o.value === option.value)) list.push(option);
  map.set(key, list);
};

/**
 * SR id → tenant targets. A QMS process counts through the srProcessIds of its current version (the version the
 * target selector names: RELEASED, else the newest; OBSOLETE-only artifacts left out); a template content through
 * its srId.
 */
export function proposalLookup(
  sops: SopListResponse | undefined,
  contents: TemplateContent[] | undefined,
): ProposalLookup {
  const processesBySrProcess = new Map<string, ProposalOption[]>();
  const contentsBySrContent = new Map<string, ProposalOption[]>();
  if (sops) {
    const qms = new Set(sops.artifacts.filter((a) => a.requirementType === 'QMS').map((a) => a.artifactId));
    const current = new Map<string, SopListResponse['sops'][number]>();
    const rank = (s: { releaseState: string }) => (s.releaseState === 'RELEASED' ? 1 : 0);
    for (const s of sops.sops) {
      if (!qms.has(s.artifactId) || s.releaseState === 'OBSOLETE') continue;
      const best = current.get(s.artifactId);
      if (!best || rank(s) > rank(best) || (rank(s) === rank(best) && s.version > best.version))
        current.set(s.artifactId, s);
    }
    for (const s of current.values())
      for (const srId of s.srProcessIds)
        add(processesBySrProcess, srId, { value: s.artifactId, label: s.name });
  }
  for (const c of contents ?? [])
    if (c.srId) add(contentsBySrContent, c.srId, { value: c.id, label: c.name });
  return { processesBySrProcess, contentsBySrContent };
}

const byLabel = (a: ProposalOption, b: ProposalOption) => a.label.localeCompare(b.label);

/**
 * The proposals of one relation (docs/adr/0085-sr-relations-and-proposals.md): processes from the SR processes
 * the relation links (linkedProcessIds, sopContentLinkedProcessIds, templateContentLinkedProcessIds), template
 * contents from its templateContentIds, each mapped to the tenant's own; SR entries the tenant has not linked
 * propose nothing (they could not be assigned).
 */
export function deriveProposals(relation: Relation, lookup: ProposalLookup): Proposals {
  const processes = new Map<string, ProposalOption>();
  for (const srId of [
    ...relation.linkedProcessIds,
    ...relation.sopContentLinkedProcessIds,
    ...relation.templateContentLinkedProcessIds,
  ])
    for (const o of lookup.processesBySrProcess.get(srId) ?? []) processes.set(o.value, o);
  const contents = new Map<string, ProposalOption>();
  for (const srId of relation.templateContentIds)
    for (const o of lookup.contentsBySrContent.get(srId) ?? []) contents.set(o.value, o);
  return {
    processes: [...processes.values()].sort(byLabel),
    templateContents: [...contents.values()].sort(byLabel),
  };
}
