import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Regulation } from '@qms/shared-api/contract';
import { rowsOf, type Tx } from '../../db/tenant';
import { isUuid } from '../../db/uuid';
import { srRegulations, srRequirements } from '../schema';

// Reads of the standards service's regulations and requirements for the impact area, which owns no copy of them
// (issue 26: an area reads another's tables only through the owner's functions).

export async function regulationExists(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: srRegulations.id }).from(srRegulations).where(eq(srRegulations.id, id));
  return !!row;
}

/** The view licence of each regulation found among `ids` (a regulation gone from the service is absent). */
export function regulationViewLicences(
  tx: Tx,
  ids: string[],
): Promise<Pick<Regulation, 'id' | 'licenseTypeView'>[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: srRegulations.id,
      licenseTypeView: sql<Regulation['licenseTypeView']>`${srRegulations.licenseTypeView}`,
    })
    .from(srRegulations)
    .where(inArray(srRegulations.id, ids));
}

/** The stored HTML texts of the requirements among `ids`, in document order (regulation, then position). */
export async function requirementTexts(tx: Tx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ text: srRequirements.text })
    .from(srRequirements)
    .where(inArray(srRequirements.id, ids))
    .orderBy(asc(srRequirements.regulationId), asc(srRequirements.position));
  return rows.map((r) => r.text);
}

/** The mappable (non-heading) requirements among `ids` of one regulation. */
export async function mappableRequirementIds(
  tx: Tx,
  regulationId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: srRequirements.id })
    .from(srRequirements)
    .where(
      and(
        eq(srRequirements.regulationId, regulationId),
        ne(srRequirements.type, 'HEADING'),
        inArray(srRequirements.id, ids),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Requirement key (the catalog's control / part id) → requirement id, for the non-heading requirements. */
export async function requirementIdsByKey(tx: Tx, regulationId: string): Promise<Map<string, string>> {
  const rows = await tx
    .select({ key: srRequirements.key, id: srRequirements.id })
    .from(srRequirements)
    .where(and(eq(srRequirements.regulationId, regulationId), ne(srRequirements.type, 'HEADING')));
  return new Map(rows.map((r) => [r.key, r.id]));
}

/** A requirement as the impact CSV lays it out; `parent` is the requirement it is a paragraph of. */
export interface RequirementOfExport {
  id: string;
  key: string;
  regulation_id: string;
  paragraph: string;
  text: string;
  type: string;
  interpretable: boolean;
  parent: string | null;
  position: number;
}

const uuidArray = (ids: readonly string[]) =>
  sql`array[${sql.join(
    [...ids.filter(isUuid), '00000000-0000-0000-0000-000000000000'].map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/** The requirements among `ids` and every paragraph interpreted in one of them, in document order. */
export async function requirementsWithParagraphs(
  tx: Tx,
  ids: readonly string[],
): Promise<RequirementOfExport[]> {
  return rowsOf<RequirementOfExport>(
    await tx.execute(sql`select id::text as id, key, regulation_id, paragraph, text, type, interpretable,
        interpreted_in_requirement_id::text as parent, position
      from sr_requirements
      where id = any(${uuidArray(ids)}) or interpreted_in_requirement_id = any(${uuidArray(ids)})
      order by position`),
  );
}
