import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Regulation, RegulationRequirement } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { srRegulations, srRequirements } from '../schema';
import { notFound } from '../../http/errors';
import { mayViewContent, redactRequirement, type Viewer } from '../licensing';
import { isUuid } from '../../db/uuid';

export const regulationColumns = {
  id: srRegulations.id,
  regulationId: srRegulations.id,
  number: srRegulations.number,
  title: srRegulations.title,
  version: srRegulations.version,
  licenseTypeView: sql<Regulation['licenseTypeView']>`${srRegulations.licenseTypeView}`,
  licenseTypeExport: sql<Regulation['licenseTypeExport']>`${srRegulations.licenseTypeExport}`,
};

/** Regulations are global content of the standards service; every signed-in user may read the list. */
export function listRegulations(tx: Tx): Promise<Regulation[]> {
  return tx
    .select(regulationColumns)
    .from(srRegulations)
    .orderBy(asc(sql`lower(${srRegulations.title})`), asc(srRegulations.version), asc(srRegulations.id));
}

export async function getRegulation(tx: Tx, id: string): Promise<Regulation> {
  const [row] = await tx.select(regulationColumns).from(srRegulations).where(eq(srRegulations.id, id));
  if (!row) throw notFound(`Regulation ${id} not found`);
  return row;
}

const requirementColumns = {
  id: srRequirements.id,
  key: srRequirements.key,
  regulationId: srRequirements.regulationId,
  type: sql<RegulationRequirement['type']>`${srRequirements.type}`,
  interpretable: srRequirements.interpretable,
  text: srRequirements.text,
  guidance: srRequirements.guidance,
  paragraph: srRequirements.paragraph,
  level: srRequirements.level,
  parentId: srRequirements.parentId,
  interpretedInRequirementId: srRequirements.interpretedInRequirementId,
  withdrawn: srRequirements.withdrawn,
};

function selectRequirements(tx: Tx, where: ReturnType<typeof and>) {
  return tx
    .select(requirementColumns)
    .from(srRequirements)
    .where(where)
    .orderBy(asc(srRequirements.regulationId), asc(srRequirements.position));
}

/** Children in document order come from the parent ids of the same result (a full tree lists every child). */
function withChildren<R extends { id: string }>(rows: R[], children: Map<string, string[]>) {
  return rows.map((row) => ({ ...row, requirementIds: children.get(row.id) ?? [] }));
}

async function childIdsOf(tx: Tx, parentIds: string[]): Promise<Map<string, string[]>> {
  const children = new Map<string, string[]>();
  if (parentIds.length === 0) return children;
  const rows = await tx
    .select({ id: srRequirements.id, parentId: srRequirements.parentId })
    .from(srRequirements)
    .where(inArray(srRequirements.parentId, parentIds))
    .orderBy(asc(srRequirements.position));
  for (const row of rows) children.set(row.parentId!, [...(children.get(row.parentId!) ?? []), row.id]);
  return children;
}

/** Each requirement's children in document order, from the parent ids of a whole tree (rows in that order). */
function childrenIn(rows: readonly { id: string; parentId: string | null }[]): Map<string, string[]> {
  const children = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.parentId) continue;
    const siblings = children.get(row.parentId);
    if (siblings) siblings.push(row.id);
    else children.set(row.parentId, [row.id]);
  }
  return children;
}

/** GET /sr-api/regulations/{id}: the regulation and its whole requirement tree, text only where licensed. */
export async function regulationDetail(tx: Tx, viewer: Viewer, id: string) {
  const regulation = await getRegulation(tx, id);
  const rows = await selectRequirements(tx, and(eq(srRequirements.regulationId, id)));
  const requirements = withChildren(rows, childrenIn(rows)).map((r) =>
    redactRequirement(viewer, regulation, r),
  );
  return { regulation, requirements };
}

/** The gap list's columns: the requirement's without the guidance, and whether there is any. */
function gapListColumns() {
  const { guidance: _guidance, ...columns } = requirementColumns;
  return { ...columns, hasGuidance: sql<boolean>`coalesce(${srRequirements.guidance}, '') <> ''` };
}
type GapListRow = { hasGuidance: boolean } & Omit<
  RegulationRequirement,
  'guidance' | 'requirementIds' | 'contentVisible'
>;

/** Licence redaction of the gap list's rows (guidance null; `hasGuidance` only where the caller may read it). */
function redactGapRows(
  viewer: Viewer,
  regulation: Regulation,
  rows: GapListRow[],
  children: Map<string, string[]>,
) {
  const readable = mayViewContent(viewer, regulation);
  return withChildren(rows, children).map(({ hasGuidance, ...r }) => ({
    ...redactRequirement(viewer, regulation, { ...r, guidance: null }),
    hasGuidance: readable && hasGuidance,
  }));
}

/**
 * The gap list's requirement tree: regulationDetail's, licensed the same way, but without the guidance (null) —
 * `hasGuidance` instead, true only where the caller may read some (GET /sr-api/requirements/{id}/guidance loads
 * it). Guidance is not even read from the table: with 5,000 requirements it was a seventh of the answer.
 */
export async function gapListTree(tx: Tx, viewer: Viewer, id: string) {
  const regulation = await getRegulation(tx, id);
  const rows = await tx
    .select(gapListColumns())
    .from(srRequirements)
    .where(eq(srRequirements.regulationId, id))
    .orderBy(asc(srRequirements.position));
  return { regulation, requirements: redactGapRows(viewer, regulation, rows, childrenIn(rows)) };
}

/**
 * The first `limit` requirements of gapListTree, read by LIMIT on (regulation, position), each exactly as there.
 * Children: those inside the head come from its rows; only the last row and its ancestors (the tree is in document
 * order, so no other head row has a child after the head) can have children further on, read by a narrow
 * id/parent query. Also the regulation's requirement count and smallest level (the rows' indentation).
 */
export async function gapListTreeHead(tx: Tx, viewer: Viewer, id: string, limit: number) {
  const regulation = await getRegulation(tx, id);
  const rows = await tx
    .select({ ...gapListColumns(), position: srRequirements.position })
    .from(srRequirements)
    .where(eq(srRequirements.regulationId, id))
    .orderBy(asc(srRequirements.position))
    .limit(limit);
  const children = childrenIn(rows);
  const last = rows.at(-1);
  const open: string[] = [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (let r = last; r; r = r.parentId ? byId.get(r.parentId) : undefined) open.push(r.id);
  if (last && open.length > 0) {
    const later = await tx
      .select({ id: srRequirements.id, parentId: srRequirements.parentId })
      .from(srRequirements)
      .where(
        and(
          eq(srRequirements.regulationId, id),
          gt(srRequirements.position, last.position),
          inArray(srRequirements.parentId, open),
        ),
      )
      .orderBy(asc(srRequirements.position));
    for (const row of later) children.set(row.parentId!, [...(children.get(row.parentId!) ?? []), row.id]);
  }
  const [counts] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      minLevel: sql<number | null>`min(${srRequirements.level})::int`,
    })
    .from(srRequirements)
    .where(eq(srRequirements.regulationId, id));
  const plain = rows.map(({ position: _position, ...r }) => r);
  return {
    regulation,
    requirements: redactGapRows(viewer, regulation, plain, children),
    requirementCount: counts?.total ?? 0,
    minLevel: counts?.minLevel ?? null,
  };
}

/** GET /sr-api/requirements/{id}/guidance: one requirement's guidance, licence-redacted (404 when unknown). */
export async function requirementGuidance(
  tx: Tx,
  viewer: Viewer,
  id: string,
): Promise<{ guidance: string | null }> {
  const [row] = isUuid(id) ? await selectRequirements(tx, and(eq(srRequirements.id, id))) : [];
  if (!row) throw notFound(`Requirement ${id} not found`);
  const regulation = await getRegulation(tx, row.regulationId);
  return { guidance: redactRequirement(viewer, regulation, { ...row, requirementIds: [] }).guidance };
}

/** Requirements by id (any regulations), with their regulations; licensing applied per regulation. */
export async function requirementsByIds(tx: Tx, viewer: Viewer, ids: string[], flagSearchResult = false) {
  if (ids.length === 0) return { regulations: [], requirements: [] };
  const rows = await selectRequirements(tx, and(inArray(srRequirements.id, ids)));
  const regulationIds = [...new Set(rows.map((r) => r.regulationId))];
  const regulations = regulationIds.length
    ? await tx
        .select(regulationColumns)
        .from(srRegulations)
        .where(inArray(srRegulations.id, regulationIds))
        .orderBy(asc(sql`lower(${srRegulations.title})`), asc(srRegulations.id))
    : [];
  const byId = new Map(regulations.map((r) => [r.id, r]));
  const children = await childIdsOf(
    tx,
    rows.map((r) => r.id),
  );
  const requirements = withChildren(rows, children).map((r) => ({
    ...redactRequirement(viewer, byId.get(r.regulationId)!, r),
    ...(flagSearchResult ? { searchResult: true } : {}),
  }));
  return { regulations, requirements };
}
