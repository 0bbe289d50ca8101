import { lookupByArtifact, sopChildren, type SopArtifact, type SopVersionSummary } from '@qms/shared-api';

/** One process in the tree: its artifact, the name the §4 lookup gives it, and its ordered children. */
export interface ProcessTreeNode {
  artifactId: string;
  name: string;
  children: ProcessTreeNode[];
}

/**
 * The §4 lookup (shared-api's lookupByArtifact) for every process of a list, with the versions grouped by artifact
 * once: lookupByArtifact scans all versions per call, so calling it per process made a list of n processes cost
 * O(n²) (2,500 processes: about 6 million comparisons per use, several uses per render of the overview).
 */
export function versionLookup(sops: readonly SopVersionSummary[]) {
  const byArtifact = new Map<string, SopVersionSummary[]>();
  for (const s of sops) {
    const own = byArtifact.get(s.artifactId);
    if (own) own.push(s);
    else byArtifact.set(s.artifactId, [s]);
  }
  const versionsOf = (artifactId: string): readonly SopVersionSummary[] => byArtifact.get(artifactId) ?? [];
  return { versionsOf, lookup: (artifactId: string) => lookupByArtifact(versionsOf(artifactId), artifactId) };
}

/**
 * Builds the tree from parentArtifactId and the sibling order held per parent (spec 1 §2.5, shared-api's
 * sopChildren); names by the §4 lookup (released, else any version, else 'Loading...'). A cycle can not hide a
 * process: whatever the walk from the root does not reach is added at the top level.
 */
export function buildProcessTree(
  artifacts: readonly SopArtifact[],
  sops: readonly SopVersionSummary[],
  rootOrder: readonly string[] = [],
): ProcessTreeNode[] {
  const children = sopChildren(artifacts, rootOrder);
  const { lookup } = versionLookup(sops);
  const seen = new Set<string>();
  const node = (artifactId: string): ProcessTreeNode => {
    seen.add(artifactId);
    return {
      artifactId,
      name: lookup(artifactId).name,
      children: (children.get(artifactId) ?? []).filter((id) => !seen.has(id)).map(node),
    };
  };
  const roots = (children.get('') ?? []).map(node);
  for (const a of artifacts) if (!seen.has(a.artifactId)) roots.push(node(a.artifactId));
  return roots;
}

/** Flattens the tree in document order with each entry's outline number ('1', '1.2', …) and depth (LIST view). */
export function outline(
  nodes: readonly ProcessTreeNode[],
  prefix = '',
  depth = 0,
): { artifactId: string; name: string; number: string; depth: number }[] {
  return nodes.flatMap((n, i) => {
    const number = `${prefix}${i + 1}`;
    return [
      { artifactId: n.artifactId, name: n.name, number, depth },
      ...outline(n.children, `${number}.`, depth + 1),
    ];
  });
}

/** spec 1 §2.5: open tree nodes are remembered in browser storage under a key derived from the tenant id. */
export function openNodesStorageKey(tenantId: string): string {
  return `qms-process-tree-open:${tenantId}`;
}

export function readOpenNodes(tenantId: string | undefined): string[] {
  if (!tenantId) return [];
  try {
    const raw = window.localStorage.getItem(openNodesStorageKey(tenantId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    // unreadable storage (privacy mode, corrupt value): start with everything closed
    return [];
  }
}

export function writeOpenNodes(tenantId: string | undefined, open: readonly string[]): void {
  if (!tenantId) return;
  try {
    window.localStorage.setItem(openNodesStorageKey(tenantId), JSON.stringify(open));
  } catch {
    // storage full or disabled: the tree still works, it only forgets
  }
}
