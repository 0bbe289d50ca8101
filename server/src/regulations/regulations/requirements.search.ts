import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import { hasRole, SR_LICENSED, type RequirementSearchFilter } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { srRegulations, srRequirements } from '../schema';
import type { Viewer } from '../licensing';
import { requirementIdsByRelations } from '../relations/relations.repository';
import { getRegulation, requirementsByIds, regulationDetail } from './regulations.repository';
import { isUuid } from '../../db/uuid';

export const SEARCH_MIN_CHARACTERS = 3;
export const SEARCH_LIMIT = 200;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * POST /sr-api/requirements. Requirements named per regulation, plus (this service's addition) a text search of
 * at least 3 characters. The search only looks into text the caller may read — a match in licensed text must not
 * reveal that text exists — and into headings. templateContentIds, sopContentIds and termIds select the
 * requirements whose SR relation (any release) names one of them. The result is the union of the three ways.
 */
export async function searchRequirements(
  tx: Tx,
  viewer: Viewer,
  filter: Required<Omit<RequirementSearchFilter, 'searchText'>> & { searchText?: string },
) {
  const ids = new Set<string>();
  const named = Object.entries(filter.requirementIdsPerRegulation);
  for (const [regulationId, requirementIds] of named) {
    if (requirementIds.length === 0) continue;
    const rows = await tx
      .select({ id: srRequirements.id })
      .from(srRequirements)
      .where(
        and(
          eq(srRequirements.regulationId, regulationId),
          inArray(srRequirements.id, requirementIds.filter(isUuid)),
        ),
      );
    rows.forEach((r) => ids.add(r.id));
  }
  (await requirementIdsByRelations(tx, filter)).forEach((id) => ids.add(id));
  const text = filter.searchText?.trim() ?? '';
  if (text.length >= SEARCH_MIN_CHARACTERS) {
    const licensed = hasRole(viewer.roles, SR_LICENSED);
    const pattern = `%${escapeLike(text)}%`;
    const rows = await tx
      .select({ id: srRequirements.id })
      .from(srRequirements)
      .innerJoin(srRegulations, eq(srRegulations.id, srRequirements.regulationId))
      .where(
        and(
          or(ilike(srRequirements.text, pattern), ilike(srRequirements.paragraph, pattern)),
          licensed
            ? undefined
            : or(eq(srRegulations.licenseTypeView, 'VIEW_OPEN'), eq(srRequirements.type, 'HEADING')),
        ),
      )
      .orderBy(asc(srRegulations.title), asc(srRequirements.position))
      .limit(SEARCH_LIMIT);
    rows.forEach((r) => ids.add(r.id));
  }
  return requirementsByIds(tx, viewer, [...ids], true);
}

/**
 * POST /sr-api/regulations/{id}/filter: the requirements named as applicable or information, with every ancestor
 * (headings, the control of a paragraph) so the client can render them in their tree, in document order.
 */
export async function filterRegulation(
  tx: Tx,
  viewer: Viewer,
  id: string,
  filter: { applicableRequirementIds: string[]; infoRequirementIds: string[] },
) {
  await getRegulation(tx, id);
  const { requirements } = await regulationDetail(tx, viewer, id);
  const byId = new Map(requirements.map((r) => [r.id, r]));
  const keep = new Set<string>();
  for (const wanted of [...filter.applicableRequirementIds, ...filter.infoRequirementIds]) {
    for (let r = byId.get(wanted); r && !keep.has(r.id); r = r.parentId ? byId.get(r.parentId) : undefined)
      keep.add(r.id);
  }
  return requirements.filter((r) => keep.has(r.id));
}
