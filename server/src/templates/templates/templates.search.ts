import { type TemplatesBySopVersionResponse, type TemplateSearchResponse } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { loadCurrentSops, loadSopVersionLinks, type CurrentSop } from '../../processes/index';
import { listCurrentTemplates, listTemplates } from './templates.repository';
import { asTemplateSop, templateContentIdsOf } from './templates.links';

/** GET /templates/search: every template version and, per version, the current processes using it. */
export async function searchTemplates(tx: Tx, tenantId: string): Promise<TemplateSearchResponse> {
  const [templates, sops] = [await listTemplates(tx, tenantId), await loadCurrentSops(tx, tenantId)];
  const { byTemplate, byContent: sopsOfContent, inListOrder } = processIndexes(sops);
  const direct: Record<string, string[]> = {};
  const byContent: Record<string, string[]> = {};
  const artifacts: Record<string, string[]> = {};
  for (const template of templates) {
    const d = byTemplate.get(template.artifactId) ?? [];
    const c = inListOrder(templateContentIdsOf(template).flatMap((id) => sopsOfContent.get(id) ?? []));
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
 * The current processes by the template each links directly and by each content it outputs, in the list's order:
 * each template looks its processes up instead of scanning them all (3,000 template versions × 1,000 processes
 * were ~300 ms of a search on a large tenant).
 */
export function processIndexes(sops: readonly CurrentSop[]) {
  const position = new Map(sops.map((s, i) => [s, i]));
  const byTemplate = new Map<string, CurrentSop[]>();
  const byContent = new Map<string, CurrentSop[]>();
  const add = (map: Map<string, CurrentSop[]>, key: string, sop: CurrentSop) => {
    const list = map.get(key);
    if (list) list.push(sop);
    else map.set(key, [sop]);
  };
  for (const sop of sops) {
    for (const id of new Set(sop.templateArtifactIds)) add(byTemplate, id, sop);
    for (const id of sop.outputContentIds) add(byContent, id, sop);
  }
  /** Each process once, in the list's order (a process outputting two of a template's contents is one use). */
  const inListOrder = (found: readonly CurrentSop[]) =>
    [...new Set(found)].sort((a, b) => position.get(a)! - position.get(b)!);
  return { byTemplate, byContent, inListOrder };
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
