import type {
  TemplateContentInfo,
  TemplateContentLinkState,
  TemplateContentSearchQuery,
  TemplateContentSearchResponse,
  TemplateContentStandardState,
  TemplateContentStatistics,
} from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { loadCurrentSops } from '../../processes/index';
import { asTemplateSop } from '../templates/templates.links';
import { listCurrentTemplates } from '../templates/templates.repository';
import { contentInfoOf, contentLinkIndex } from './template-contents.links';
import { listContentRows, listedStandardContents } from './template-contents.repository';

type Query = { [K in keyof TemplateContentSearchQuery]?: string };

/** Loads what the validations need once: contents, current templates, current processes. */
async function loadAll(tx: Tx, tenantId: string) {
  const rows = await listContentRows(tx, tenantId);
  const templates = await listCurrentTemplates(tx, tenantId);
  const sops = await loadCurrentSops(tx, tenantId);
  return { rows, templates, sops };
}

/**
 * GET /template-contents/search: the filters of spec 2 §2 (AND-combined; see TemplateContentSearchQuery), each
 * content's row and its `templateContentInfos` entry: its links as version ids of the answer's templates and
 * processes, its validations and its flag against the standard (if any).
 */
export async function searchTemplateContents(
  tx: Tx,
  tenantId: string,
  query: Query,
): Promise<TemplateContentSearchResponse> {
  const { rows, templates, sops } = await loadAll(tx, tenantId);
  const text = query.text?.trim().toLowerCase();
  // each filter and each content's links are lookups in sets and maps built once (2,000 contents × 500 templates
  // were a scan of every template per content before)
  const idsOf = (ids: readonly string[] | undefined) => new Set(ids ?? []);
  const creating = query.createdByTemplateArtifactId
    ? idsOf(
        templates.find((t) => t.artifactId === query.createdByTemplateArtifactId)?.createdTemplateContentIds,
      )
    : null;
  const reporting = query.reportedByTemplateArtifactId
    ? idsOf(
        templates.find((t) => t.artifactId === query.reportedByTemplateArtifactId)
          ?.reportedTemplateContentIds,
      )
    : null;
  const sop = query.sopArtifactId ? sops.find((s) => s.artifactId === query.sopArtifactId) : null;
  // the flags against the standard come from the same index: one lookup per content, no query per row
  const index = contentLinkIndex(templates, sops, await listedStandardContents(tx));
  const infos: Record<string, TemplateContentInfo> = {};
  const templateContents = [];
  for (const row of rows) {
    if (creating && !creating.has(row.id)) continue;
    if (reporting && !reporting.has(row.id)) continue;
    if (query.sopArtifactId && !sop?.outputContentIds.has(row.id)) continue;
    if (text && ![row.name, row.description, row.exampleText].some((f) => f.toLowerCase().includes(text)))
      continue;
    const info = contentInfoOf(row.id, index, row);
    if (query.unassigned === 'true' && info.linkState !== 'MISSING_BOTH') continue;
    if (query.standardFlag && info.standardFlag?.state !== query.standardFlag) continue;
    infos[row.id] = info;
    // the row as selected (the search's content fields); its links are the info's version ids
    templateContents.push(row);
  }
  return { templateContents, templates, sops: sops.map(asTemplateSop), templateContentInfos: infos };
}

/** GET /template-contents/statistics: the same link states and flags against the standard as the search, counted. */
export async function templateContentStatistics(
  tx: Tx,
  tenantId: string,
): Promise<TemplateContentStatistics> {
  const { rows, templates, sops } = await loadAll(tx, tenantId);
  const countByLinkState: Record<TemplateContentLinkState, number> = {
    LINKED_TO_BOTH: 0,
    MISSING_BOTH: 0,
    MISSING_PROCESS_OUTPUT: 0,
    MISSING_CREATING_TEMPLATE: 0,
  };
  const countByStandardFlag: Record<TemplateContentStandardState, number> = {
    CHANGED_IN_STANDARD: 0,
    REMOVED_FROM_STANDARD: 0,
  };
  const index = contentLinkIndex(templates, sops, await listedStandardContents(tx));
  for (const row of rows) {
    const info = contentInfoOf(row.id, index, row);
    countByLinkState[info.linkState]++;
    if (info.standardFlag) countByStandardFlag[info.standardFlag.state]++;
  }
  return { countByLinkState, countByStandardFlag, total: rows.length };
}
