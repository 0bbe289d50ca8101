import { sql } from 'drizzle-orm';
import {
  IMPACT_IMPORT_MESSAGES,
  type MappingImportQuery,
  type MappingImportReport,
} from '@qms/shared-api/contract';
import { rowsOf, setAuditReason, textArray, type Tx } from '../../db/tenant';
import { badRequest, notFound } from '../../http/errors';
import { InvalidMappingError, type ParsedMapping } from './drafts';
import {
  draftsFromCollection,
  isMappingCollection,
  orientationFor,
  parseMappingCollection,
} from './oscal-mapping';
import { planImport, resolveDrafts, type ExistingImpact, type PlannedImpact } from './plan';
import { draftsFromWorkbook, isComparisonWorkbook } from './workbook';
import { ANALYSIS_NOT_FOUND } from './mapping-import.messages';
import { requirementIdsByKey } from '../../regulations/index';

const BATCH = 200;

async function existingImpacts(tx: Tx, tenantId: string, analysisId: string): Promise<ExistingImpact[]> {
  const result = await tx.execute(sql`
    select id::text as id, import_key, edited_by_user, change_type, change_description,
      requirement_ids_from, requirement_ids_to
    from impacts where tenant_id = ${tenantId} and impact_analysis_id = ${analysisId}
    for update`);
  return rowsOf<{
    id: string;
    import_key: string | null;
    edited_by_user: boolean;
    change_type: string;
    change_description: string;
    requirement_ids_from: string[];
    requirement_ids_to: string[];
  }>(result).map((r) => ({
    id: r.id,
    importKey: r.import_key,
    editedByUser: r.edited_by_user,
    changeType: r.change_type,
    changeDescription: r.change_description,
    requirementIdsFrom: r.requirement_ids_from,
    requirementIdsTo: r.requirement_ids_to,
  }));
}

async function insertImpacts(tx: Tx, tenantId: string, analysisId: string, rows: readonly PlannedImpact[]) {
  for (let start = 0; start < rows.length; start += BATCH) {
    const values = rows.slice(start, start + BATCH).map(
      (
        d,
      ) => sql`(${tenantId}::uuid, ${analysisId}::uuid, 'NOT_DEFINED', '', ${d.changeType}, ${d.changeDescription},
          ${textArray(d.requirementIdsFrom)}, ${textArray(d.requirementIdsTo)}, ${d.importKey}, false)`,
    );
    await tx.execute(sql`insert into impacts (tenant_id, impact_analysis_id, impact_type, impact_description,
      change_type, change_description, requirement_ids_from, requirement_ids_to, import_key, edited_by_user)
      values ${sql.join(values, sql`, `)}`);
  }
}

async function updateImpact(tx: Tx, tenantId: string, row: PlannedImpact & { id: string }) {
  await tx.execute(sql`update impacts set change_type = ${row.changeType},
      change_description = ${row.changeDescription},
      requirement_ids_from = ${textArray(row.requirementIdsFrom)},
      requirement_ids_to = ${textArray(row.requirementIdsTo)},
      db_version = db_version + 1, updated_at = now()
    where tenant_id = ${tenantId} and id = ${row.id}::uuid and not edited_by_user`);
}

/** Recognises the format by shape and turns the file into drafts in the analysis's direction. */
export function parseMapping(
  body: unknown,
  direction: MappingImportQuery['direction'],
  fromIds: ReadonlySet<string>,
  toIds: ReadonlySet<string>,
): ParsedMapping & { orientation: MappingImportReport['orientation'] } {
  if (isComparisonWorkbook(body))
    return { format: 'nist-comparison-workbook', drafts: draftsFromWorkbook(body), orientation: null };
  if (isMappingCollection(body)) {
    const parsed = parseMappingCollection(body);
    const orientation = direction === 'auto' ? orientationFor(parsed, fromIds, toIds) : direction;
    return {
      format: 'oscal-mapping-collection',
      drafts: draftsFromCollection(parsed, orientation),
      orientation,
    };
  }
  throw new InvalidMappingError(IMPACT_IMPORT_MESSAGES.invalid);
}

/**
 * Imports a mapping into one analysis inside the request's transaction (docs/architecture.md "Mapping import"):
 * plan first, then write. The audit trail records every impact row as usual, all with one reason that names the
 * import and its counts, plus one update of the analysis itself carrying the same reason: the import's event.
 */
export async function importMapping(
  tx: Tx,
  tenantId: string,
  analysisId: string,
  body: unknown,
  direction: MappingImportQuery['direction'],
): Promise<MappingImportReport> {
  const found = await tx.execute(sql`
    select regulation_id_from, regulation_id_to from impact_analyses
    where tenant_id = ${tenantId} and id = ${analysisId}::uuid for update`);
  const analysis = rowsOf<{ regulation_id_from: string; regulation_id_to: string }>(found)[0];
  if (!analysis) throw notFound(ANALYSIS_NOT_FOUND);
  const fromIds = await requirementIdsByKey(tx, analysis.regulation_id_from);
  const toIds = await requirementIdsByKey(tx, analysis.regulation_id_to);
  let mapping: ReturnType<typeof parseMapping>;
  try {
    mapping = parseMapping(body, direction, new Set(fromIds.keys()), new Set(toIds.keys()));
  } catch (error) {
    if (error instanceof InvalidMappingError) throw badRequest(error.message);
    throw error;
  }
  const { resolved, unmapped } = resolveDrafts(mapping.drafts, fromIds, toIds);
  const plan = planImport(resolved, await existingImpacts(tx, tenantId, analysisId));
  const report: MappingImportReport = {
    format: mapping.format,
    orientation: mapping.orientation,
    created: plan.inserts.length,
    updated: plan.updates.length,
    unchanged: plan.unchanged,
    skippedEdited: plan.skippedEdited,
    unmapped: [...unmapped, ...plan.unmapped],
  };
  await setAuditReason(
    tx,
    `Mapping import (${report.format}): ${report.created} created, ${report.updated} updated, ` +
      `${report.unchanged} unchanged, ${report.skippedEdited} skipped (edited), ${report.unmapped.length} unmapped`,
  );
  await insertImpacts(tx, tenantId, analysisId, plan.inserts);
  for (const row of plan.updates) await updateImpact(tx, tenantId, row);
  await tx.execute(sql`update impact_analyses set updated_at = now()
    where tenant_id = ${tenantId} and id = ${analysisId}::uuid`);
  return report;
}
