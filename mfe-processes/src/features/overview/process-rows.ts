import {
  latestVersionsOf,
  type RequirementType,
  type SopListResponse,
  type SopVersionRef,
  type SopVersionSummary,
} from '@qms/shared-api';
import { buildProcessTree, outline, versionLookup } from '../../shared/process-tree';

/** One row per process (artifact), in tree order: the version the §4 lookup picks, plus its latest versions. */
export interface ProcessRow {
  artifactId: string;
  number: string;
  depth: number;
  /** the version shown (RELEASED, else the newest); absent while no version is known ('Loading...') */
  shown?: SopVersionSummary;
  name: string;
  requirementType: RequirementType;
  parentArtifactId: string | null;
  parentName: string;
  /** the newest RELEASED version and every newer one: one chip each */
  latestVersions: SopVersionRef[];
  /** the version an admin edits or deletes: the newest DRAFT, if any */
  draft?: SopVersionSummary;
  /** the siblings in order (for move up / down) */
  siblings: string[];
}

export function toProcessRows(list: SopListResponse | undefined): ProcessRow[] {
  if (!list) return [];
  const tree = buildProcessTree(list.artifacts, list.sops, list.rootOrderedArtifactIds);
  const byId = new Map(list.artifacts.map((a) => [a.artifactId, a]));
  const { versionsOf, lookup } = versionLookup(list.sops);
  const siblingsOf = new Map<string, string[]>();
  const walk = (nodes: typeof tree) => {
    const ids = nodes.map((n) => n.artifactId);
    for (const n of nodes) {
      siblingsOf.set(n.artifactId, ids);
      walk(n.children);
    }
  };
  walk(tree);
  return outline(tree).map(({ artifactId, name, number, depth }) => {
    const artifact = byId.get(artifactId);
    const versions = versionsOf(artifactId);
    const found = lookup(artifactId);
    const parentArtifactId = artifact?.parentArtifactId ?? null;
    return {
      artifactId,
      number,
      depth,
      shown: 'placeholder' in found ? undefined : found,
      name,
      requirementType: artifact?.requirementType ?? 'QMS',
      parentArtifactId,
      parentName: parentArtifactId ? lookup(parentArtifactId).name : '',
      latestVersions: latestVersionsOf(versions).map(({ versionId, version, releaseState }) => ({
        versionId,
        version,
        releaseState,
      })),
      draft: versions.filter((v) => v.releaseState === 'DRAFT').sort((a, b) => b.version - a.version)[0],
      siblings: siblingsOf.get(artifactId) ?? [],
    };
  });
}

/** The sibling order after moving `artifactId` one place up (−1) or down (+1); null when it can not move. */
export function movedOrder(siblings: readonly string[], artifactId: string, delta: -1 | 1): string[] | null {
  const from = siblings.indexOf(artifactId);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= siblings.length) return null;
  const next = [...siblings];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
