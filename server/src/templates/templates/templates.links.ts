import { and, eq, inArray, ne } from 'drizzle-orm';
import { selectableProcesses, type Template, type TemplateSop } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { sopBlocks, sopVersions } from '../../processes/schema';

/**
 * Which process versions count for links (ADR 0065): per process its CURRENT version,
 * the spec 1 §4 selection (OBSOLETE skipped, RELEASED preferred, else the newest). Its outputs are the contents the
 * version lists plus those of its blocks that are not DELETED.
 */
export interface CurrentSop extends TemplateSop {
  /** version-level outputs ∪ block-level contents */
  outputContentIds: Set<string>;
}

export async function loadCurrentSops(tx: Tx, tenantId: string): Promise<CurrentSop[]> {
  const rows = await tx
    .select({
      artifactId: sopVersions.artifactId,
      versionId: sopVersions.versionId,
      version: sopVersions.version,
      releaseState: sopVersions.releaseState,
      name: sopVersions.name,
      description: sopVersions.description,
      templateArtifactIds: sopVersions.templateArtifactIds,
      templateContentIds: sopVersions.templateContentIds,
    })
    .from(sopVersions)
    .where(eq(sopVersions.tenantId, tenantId));
  const current = selectableProcesses(
    rows.map((r) => ({ ...r, releaseState: r.releaseState as TemplateSop['releaseState'] })),
  );
  if (current.length === 0) return [];
  const blocks = await tx
    .select({ sopVersionId: sopBlocks.sopVersionId, ids: sopBlocks.templateContentIds })
    .from(sopBlocks)
    .where(
      and(
        eq(sopBlocks.tenantId, tenantId),
        inArray(
          sopBlocks.sopVersionId,
          current.map((s) => s.versionId),
        ),
        ne(sopBlocks.versionState, 'DELETED'),
      ),
    );
  const byVersion = new Map<string, Set<string>>();
  for (const sop of current) byVersion.set(sop.versionId, new Set(sop.templateContentIds));
  for (const block of blocks) for (const id of block.ids) byVersion.get(block.sopVersionId)?.add(id);
  return current
    .map((sop) => ({ ...sop, outputContentIds: byVersion.get(sop.versionId)! }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The current template version per artifact (the same selection as for processes). */
export const currentTemplates = (all: readonly Template[]): Template[] => selectableProcesses(all);

/** A plain TemplateSop (the answer's shape) of a current process. */
export const asTemplateSop = ({ outputContentIds: _o, ...sop }: CurrentSop): TemplateSop => sop;

export const templateContentIdsOf = (t: Template): string[] => [
  ...new Set([...t.createdTemplateContentIds, ...t.reportedTemplateContentIds]),
];
