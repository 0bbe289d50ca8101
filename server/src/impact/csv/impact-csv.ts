import { sql } from 'drizzle-orm';
import {
  EXPORT_NOT_LICENSED,
  type EvidenceState,
  type QmsRequirement,
  type Regulation,
  type SessionUser,
} from '@qms/shared-api/contract';
import { rowsOf, type Tx } from '../../db/tenant';
import { csvRow, UTF8_BOM } from '../../http/csv';
import { forbidden, notFound } from '../../http/errors';
import {
  gapEntriesOf,
  gapTargetNames,
  getRegulation,
  htmlToText,
  firstPositionSql,
  mayExport,
  requirementsWithParagraphs,
  type RequirementOfExport as SrRow,
} from '../../regulations/index';
import {
  IMPACT_CSV_HEADER,
  impactCsvFileName,
  impactRows,
  splitTitle,
  type SideRequirement,
} from './impact-csv.layout';
import { CSV_ANALYSIS_NOT_FOUND } from './impact-csv.messages';

/** impacts per cursor fetch: bounds the memory of an export whatever the analysis size */
export const CSV_BATCH = 100;

const APPLICABILITY: Record<QmsRequirement['applicability'], string> = {
  NOT_DEFINED: 'Not defined',
  NOT_APPLICABLE: 'Not applicable',
  INFORMATION: 'Information',
  APPLICABLE: 'Applicable',
};
const EVIDENCE: Record<EvidenceState, string> = {
  IMPLEMENTED: 'Implemented',
  NOT_IMPLEMENTED: 'Not implemented',
  IMPLEMENTED_BUT_NOT_REQUIRED: 'Implemented but not required',
  INFORMATION_ONLY: 'Information only',
};

export interface PreparedCsv {
  analysisId: string;
  from: Regulation;
  to: Regulation;
  fileName: string;
}

/** 404 for an unknown analysis, 403 (EXPORT_NOT_LICENSED) without the view right and export licence of both. */
export async function prepareImpactCsv(tx: Tx, user: SessionUser, analysisId: string): Promise<PreparedCsv> {
  const found = await tx.execute(sql`select regulation_id_from, regulation_id_to from impact_analyses
    where tenant_id = ${user.tenantId} and id = ${analysisId}::uuid`);
  const row = rowsOf<{ regulation_id_from: string; regulation_id_to: string }>(found)[0];
  if (!row) throw notFound(CSV_ANALYSIS_NOT_FOUND);
  const from = await getRegulation(tx, row.regulation_id_from);
  const to = await getRegulation(tx, row.regulation_id_to);
  if (!mayExport(user, from) || !mayExport(user, to)) throw forbidden(EXPORT_NOT_LICENSED);
  return { analysisId, from, to, fileName: impactCsvFileName(from.id, to.id) };
}

interface ImpactRow {
  id: string;
  impact_type: string;
  impact_description: string;
  change_type: string;
  change_description: string;
  requirement_ids_from: string[];
  requirement_ids_to: string[];
}

/** The requirements of one batch of impacts, their inherited paragraphs, gap entries and target names. */
async function loadBatch(tx: Tx, tenantId: string, impacts: readonly ImpactRow[]) {
  const ids = [...new Set(impacts.flatMap((i) => [...i.requirement_ids_from, ...i.requirement_ids_to]))];
  const sr = await requirementsWithParagraphs(tx, ids);
  const byId = new Map(sr.map((r) => [r.id, r]));
  const inherited = new Map<string, SrRow[]>();
  for (const r of sr)
    if (r.parent && !r.interpretable && r.type !== 'HEADING' && r.parent !== r.id)
      inherited.set(r.parent, [...(inherited.get(r.parent) ?? []), r]);
  const assessed = [...new Set(sr.filter((r) => ids.includes(r.id)).map((r) => r.parent ?? r.id))];
  const entries = await gapEntriesOf(tx, tenantId, assessed);
  const named = await gapTargetNames(tx, tenantId, entries);
  return { byId, inherited, entries: new Map(entries.map((q) => [q.requirementId, q])), named };
}

/**
 * Streams the CSV (spec 3 §9) through `write` (which waits while the client is behind): the impacts come from a
 * cursor in batches of CSV_BATCH, ordered by their first to-requirement (then from-requirement) in document order,
 * so neither the analysis nor the file is ever held whole in memory.
 */
export async function writeImpactCsv(
  tx: Tx,
  tenantId: string,
  prepared: PreparedCsv,
  baseUrl: string,
  write: (chunk: string) => Promise<void>,
): Promise<void> {
  await write(UTF8_BOM + csvRow(IMPACT_CSV_HEADER));
  const firstPosition = (column: 'requirement_ids_from' | 'requirement_ids_to') =>
    firstPositionSql(sql.raw(`i.${column}`));
  await tx.execute(sql`declare impact_csv no scroll cursor for
    select i.id::text as id, i.impact_type, i.impact_description, i.change_type, i.change_description,
      i.requirement_ids_from, i.requirement_ids_to
    from impacts i
    where i.tenant_id = ${tenantId} and i.impact_analysis_id = ${prepared.analysisId}::uuid
    order by ${firstPosition('requirement_ids_to')} nulls last, ${firstPosition('requirement_ids_from')} nulls last, i.id`);
  try {
    for (;;) {
      const batch = rowsOf<ImpactRow>(await tx.execute(sql.raw(`fetch ${CSV_BATCH} from impact_csv`)));
      if (batch.length === 0) break;
      const loaded = await loadBatch(tx, tenantId, batch);
      const side = (ids: readonly string[], regulation: Regulation): SideRequirement[] =>
        ids
          .map((id) => loaded.byId.get(id))
          .filter((r): r is SrRow => r !== undefined && r.regulation_id === regulation.id)
          .sort((a, b) => a.position - b.position)
          .map((r) => sideRequirement(r, regulation, loaded, baseUrl));
      let chunk = '';
      for (const impact of batch) {
        const rows = impactRows(
          {
            changeType: impact.change_type,
            changeDescription: impact.change_description,
            impactType: impact.impact_type,
            impactDescription: impact.impact_description,
            link: `${baseUrl}/impact-analysis/${prepared.analysisId}#impact=${impact.id}`,
          },
          side(impact.requirement_ids_from, prepared.from),
          side(impact.requirement_ids_to, prepared.to),
        );
        for (const cells of rows) chunk += csvRow(cells);
      }
      await write(chunk);
    }
  } finally {
    await tx.execute(sql`close impact_csv`);
  }
}

function sideRequirement(
  r: SrRow,
  regulation: Regulation,
  loaded: Awaited<ReturnType<typeof loadBatch>>,
  baseUrl: string,
): SideRequirement {
  const q = loaded.entries.get(r.parent && !r.interpretable ? r.parent : r.id);
  const nameOf = (id: string) => loaded.named.get(id) ?? id;
  const list = (ids: readonly string[] | undefined) => (ids ?? []).map(nameOf).join('\n');
  const { title, body } = splitTitle(r.text);
  return {
    id: r.paragraph || r.key,
    title: htmlToText(title),
    text: htmlToText(body),
    inherited: (loaded.inherited.get(r.id) ?? []).map((i) => ({
      id: i.paragraph || i.key,
      text: htmlToText(i.text),
    })),
    applicability: q ? APPLICABILITY[q.applicability] : r.interpretable ? APPLICABILITY.NOT_DEFINED : '',
    reason: q?.applicabilityReason ?? '',
    note: q?.notes ?? '',
    reference: [regulation.number || regulation.title, r.paragraph || r.key].join(' '),
    link: `${baseUrl}/sr-list/${encodeURIComponent(regulation.id)}#${encodeURIComponent(r.key)}`,
    processes: list(q?.targetSopArtifactIds),
    templateContents: (q?.templateContentIds ?? []).join('\n'),
    templates: list(q?.targetTemplateArtifactIds),
    processEvidences: Object.entries(q?.sopEvidenceStates ?? {})
      .map(([id, state]) => `${nameOf(id)}: ${EVIDENCE[state]}`)
      .join('\n'),
  };
}
