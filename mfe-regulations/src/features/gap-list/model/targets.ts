import type { ProductRequirement, SopListResponse, Template, TemplateContentList } from '@qms/shared-api';

/** A target choice; `versionId` (the version named) is what the detail routes take. */
export type Option = { value: string; label: string; versionId?: string };

/**
 * Target choices (spec 1 §4 selection rule): one entry per QMS process artifact, named after its RELEASED
 * version, else its newest; artifacts whose versions are all OBSOLETE are left out. Templates likewise.
 */
export function processOptions(list: SopListResponse | undefined): Option[] {
  if (!list) return [];
  const qms = new Set(list.artifacts.filter((a) => a.requirementType === 'QMS').map((a) => a.artifactId));
  return pick(list.sops.filter((s) => qms.has(s.artifactId)));
}

export function templateOptions(templates: Template[] | undefined): Option[] {
  return pick(templates ?? []);
}

/** The tenant's template contents by name (they have no versions). */
export function templateContentOptions(contents: TemplateContentList | undefined): Option[] {
  return (contents ?? [])
    .map((c) => ({ value: c.id, label: c.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Product requirements (blocks of PRODUCT processes) named as the Product Requirement widget names them. */
export function productRequirementOptions(list: readonly ProductRequirement[] | undefined): Option[] {
  return (list ?? [])
    .map((p) => ({ value: p.sopBlockArtifactId, label: `${p.sopName}: ${p.sopBlockName}` }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Links of the detail screens (spec 3 §2 routes), plain paths of the shell. */
export const processHref = (versionId: string) => `/processes/${encodeURIComponent(versionId)}`;
export const templateHref = (versionId: string) => `/templates/${encodeURIComponent(versionId)}`;
export const blockHref = (sopArtifactId: string, blockArtifactId: string) =>
  `/processes/${encodeURIComponent(sopArtifactId)}/current#${encodeURIComponent(blockArtifactId)}`;

function pick(
  versions: readonly {
    artifactId: string;
    versionId: string;
    version: number;
    releaseState: string;
    name: string;
  }[],
): Option[] {
  const best = new Map<string, (typeof versions)[number]>();
  for (const v of versions) {
    if (v.releaseState === 'OBSOLETE') continue;
    const current = best.get(v.artifactId);
    const rank = (x: typeof v) => (x.releaseState === 'RELEASED' ? 1 : 0);
    if (!current || rank(v) > rank(current) || (rank(v) === rank(current) && v.version > current.version))
      best.set(v.artifactId, v);
  }
  return [...best.values()]
    .map((v) => ({ value: v.artifactId, label: v.name, versionId: v.versionId }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
