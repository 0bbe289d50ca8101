import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  distinctIds,
  IMPACT_MESSAGES,
  impactMappingRefusal,
  type Impact,
  type ImpactAnalysis,
} from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { deleteCommentsAbout } from '../../comments/index';
import { impacts } from '../schema';
import { mappableRequirementIds } from '../../regulations/index';
import { badRequest, conflict, notFound } from '../../http/errors';
import { getImpactAnalysis } from '../analyses/analyses.repository';
import { mapping } from './by-requirement';

export const impactColumns = {
  id: impacts.id,
  dbVersion: impacts.dbVersion,
  impactAnalysisId: impacts.impactAnalysisId,
  impactType: impacts.impactType,
  impactDescription: impacts.impactDescription,
  changeType: impacts.changeType,
  changeDescription: impacts.changeDescription,
  requirementIdsFrom: impacts.requirementIdsFrom,
  requirementIdsTo: impacts.requirementIdsTo,
};
/** the database's check constraints keep the types within the enums (migration 0014) */
type Row = Omit<Impact, 'impactType' | 'changeType'> & { impactType: string; changeType: string };
const asImpact = (row: Row): Impact => row as Impact;

const ofAnalysis = (tenantId: string, analysisId: string) =>
  and(eq(impacts.tenantId, tenantId), eq(impacts.impactAnalysisId, analysisId));

/** Impacts of an analysis in creation order (the screen orders entries by the to-regulation itself). */
export async function listImpacts(tx: Tx, tenantId: string, analysisId: string): Promise<Impact[]> {
  const rows = await tx
    .select(impactColumns)
    .from(impacts)
    .where(ofAnalysis(tenantId, analysisId))
    .orderBy(asc(impacts.createdAt), asc(impacts.id));
  return rows.map(asImpact);
}

export async function listImpactsOfExistingAnalysis(tx: Tx, tenantId: string, analysisId: string) {
  await getImpactAnalysis(tx, tenantId, analysisId);
  return listImpacts(tx, tenantId, analysisId);
}

export async function getImpact(
  tx: Tx,
  tenantId: string,
  analysisId: string,
  impactId: string,
): Promise<Impact> {
  const [row] = await tx
    .select(impactColumns)
    .from(impacts)
    .where(and(ofAnalysis(tenantId, analysisId), eq(impacts.id, impactId)));
  if (!row) throw notFound(IMPACT_MESSAGES.impactNotFound);
  return asImpact(row);
}

type Mapping = Pick<Impact, 'requirementIdsFrom' | 'requirementIdsTo'>;

/** spec 3 §5 rules (impact.rules.ts), against the analysis locked for update so two saves cannot both map one id. */
async function assertMappingAllowed(
  tx: Tx,
  tenantId: string,
  analysis: ImpactAnalysis,
  next: Mapping,
  previous?: Impact,
): Promise<void> {
  const others = await tx
    .select({ requirementIdsFrom: impacts.requirementIdsFrom, requirementIdsTo: impacts.requirementIdsTo })
    .from(impacts)
    .where(
      and(
        ofAnalysis(tenantId, analysis.id),
        previous ? ne(impacts.id, previous.id) : undefined,
        mapping(tenantId, { from: next.requirementIdsFrom, to: next.requirementIdsTo }),
      ),
    );
  const refusal = impactMappingRefusal({
    next,
    previous,
    others,
    fromRequirementIds: await mappableRequirementIds(tx, analysis.regulationIdFrom, next.requirementIdsFrom),
    toRequirementIds: await mappableRequirementIds(tx, analysis.regulationIdTo, next.requirementIdsTo),
  });
  if (refusal) throw badRequest(refusal);
}

interface ImpactBody {
  impactType: Impact['impactType'];
  impactDescription: string;
  changeType: Impact['changeType'];
  changeDescription: string;
  requirementIdsFrom: string[];
  requirementIdsTo: string[];
}
const normalised = <B extends ImpactBody>(body: B): B => ({
  ...body,
  requirementIdsFrom: distinctIds(body.requirementIdsFrom),
  requirementIdsTo: distinctIds(body.requirementIdsTo),
});

export async function createImpact(
  tx: Tx,
  tenantId: string,
  analysisId: string,
  body: ImpactBody,
): Promise<Impact> {
  const analysis = await getImpactAnalysis(tx, tenantId, analysisId, true);
  const values = normalised(body);
  await assertMappingAllowed(tx, tenantId, analysis, values);
  const [row] = await tx
    .insert(impacts)
    .values({ tenantId, impactAnalysisId: analysisId, ...values, editedByUser: true })
    .returning(impactColumns);
  return asImpact(row!);
}

/** A user's save: the whole impact at the dbVersion it was read (stale → 409); marks it edited by a user. */
export async function updateImpact(
  tx: Tx,
  tenantId: string,
  analysisId: string,
  impactId: string,
  body: ImpactBody & { dbVersion: number },
): Promise<Impact> {
  const analysis = await getImpactAnalysis(tx, tenantId, analysisId, true);
  const previous = await getImpact(tx, tenantId, analysisId, impactId);
  if (previous.dbVersion !== body.dbVersion) throw conflict(IMPACT_MESSAGES.impactChanged);
  const { dbVersion: _read, ...values } = normalised(body);
  await assertMappingAllowed(tx, tenantId, analysis, values, previous);
  const [row] = await tx
    .update(impacts)
    .set({
      ...values,
      editedByUser: true,
      dbVersion: sql`${impacts.dbVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(ofAnalysis(tenantId, analysisId), eq(impacts.id, impactId)))
    .returning(impactColumns);
  return asImpact(row!);
}

/** Deletes the impact and the comments on it (no foreign key on the polymorphic comment reference). */
export async function deleteImpact(
  tx: Tx,
  tenantId: string,
  analysisId: string,
  impactId: string,
): Promise<void> {
  await getImpactAnalysis(tx, tenantId, analysisId, true);
  await getImpact(tx, tenantId, analysisId, impactId);
  await deleteCommentsAbout(tx, tenantId, [impactId]);
  await tx.delete(impacts).where(and(ofAnalysis(tenantId, analysisId), eq(impacts.id, impactId)));
}
