import { type TemplatesBySopVersionResponse, type TemplateSearchResponse } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { loadCurrentSops, loadSopVersionLinks } from '../../processes/index';
import { listCurrentTemplates, listTemplates } from './templates.repository';
import { asTemplateSop, templateContentIdsOf } from './templates.links';

/** GET /templates/search: every template version and, per version, the current processes using it. */
export async function searchTemplates(tx: Tx, tenantId: string): Promise<TemplateSearchResponse> {
  const [templates, sops] = [await listTemplates(tx, tenantId), await loadCurrentSops(tx, tenantId)];
  const direct: Record<string, string[]> = {};
  const byContent: Record<string, string[]> = {};
  const artifacts: Record<string, string[]> = {};
  for (const template of templates) {
    const contents = templateContentIdsOf(template);
    const d = sops.filter((s) => s.templateArtifactIds.includes(template.artifactId));
    const c = sops.filter((s) => contents.some((id) => s.outputContentIds.has(id)));
    direct[template.versionId] = d.map((s) => s.versionId);
    byContent[template.versionId] = c.map((s) => s.versionId);
    artifacts[template.versionId] = [...new Set([...d, ...c].map((s) => s.artifactId))];
  }
  return {
    templates,
    sops: sops.map(asTemplateSop),
    templatesToSopVersionIdsLinkedDirectly: direct,
    templatesToSopVersionIdsLinkedByTemplateContent: byContent,
    templatesToSopArtifactIds: artifacts,
  };
}

/**
 * GET /templates/search/by-sop-version: the version's blocks (DELETED left out), the current templates it uses
 * (linked directly, or creating / reporting a content the version or one of its blocks lists) and per template
 * the blocks whose contents it creates or reports.
 */
export async function templatesBySopVersion(
  tx: Tx,
  tenantId: string,
  sopVersionId: string,
): Promise<TemplatesBySopVersionResponse> {
  const sop = await loadSopVersionLinks(tx, tenantId, sopVersionId);
  const { blocks } = sop;
  const versionContents = new Set(sop.templateContentIds);
  const templateToBlocksVersionIds: Record<string, string[]> = {};
  const used = (await listCurrentTemplates(tx, tenantId)).filter((template) => {
    const contents = templateContentIdsOf(template);
    const usingBlocks = blocks.filter((b) => b.templateContentIds.some((id) => contents.includes(id)));
    templateToBlocksVersionIds[template.versionId] = usingBlocks.map((b) => b.versionId);
    return (
      sop.templateArtifactIds.includes(template.artifactId) ||
      usingBlocks.length > 0 ||
      contents.some((id) => versionContents.has(id))
    );
  });
  for (const key of Object.keys(templateToBlocksVersionIds))
    if (!used.some((t) => t.versionId === key)) delete templateToBlocksVersionIds[key];
  return { blocks, templates: used, templateToBlocksVersionIds };
}
