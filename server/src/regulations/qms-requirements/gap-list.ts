import type {
  GapList,
  GapListHead,
  LinkedBlock,
  QmsRequirement,
  SessionUser,
} from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { newestBlocks } from '../../processes/index';
import { getQmsRegulation } from '../qms-regulations/qms-regulations.repository';
import { gapListTree, gapListTreeHead } from '../regulations/regulations.repository';
import { mayExport, mayViewContent } from '../licensing';
import { regulationStatistics } from '../statistics';
import { assessedOf } from './qms-requirement.model';
import { listByRegulation, listOfRequirements } from './qms-requirements.repository';

/** Statistics of a regulation from its gap entries: the same formulas as the list's (statistics.ts). */
export function statisticsOfEntries(entries: readonly QmsRequirement[]) {
  const interpretations = entries.filter((q) => q.requirementType === 'INTERPRETATION');
  return regulationStatistics(interpretations.length, interpretations.map(assessedOf));
}

/** The process and name of each linked block (its newest version), so the screen can link to the block. */
export function linkedBlocks(
  tx: Tx,
  tenantId: string,
  entries: readonly QmsRequirement[],
): Promise<LinkedBlock[]> {
  return newestBlocks(tx, tenantId, [...new Set(entries.flatMap((q) => q.referencedSopBlockArtifactIds))]);
}

/** GET /qms-api/qms-regulations/{id}/gap-list: one answer with everything the gap list screen shows. */
export async function gapList(tx: Tx, user: SessionUser, regulationId: string): Promise<GapList> {
  const { regulation, requirements } = await gapListTree(tx, user, regulationId);
  const qmsRegulation = await getQmsRegulation(tx, user.tenantId, regulationId);
  const qmsRequirements = await listByRegulation(tx, user.tenantId, regulationId, requirements);
  return {
    regulation,
    qmsRegulation,
    requirements: requirements as GapList['requirements'],
    qmsRequirements,
    statistics: statisticsOfEntries(qmsRequirements),
    contentVisible: mayViewContent(user, regulation),
    exportAllowed: mayExport(user, regulation),
    linkedBlocks: await linkedBlocks(tx, user.tenantId, qmsRequirements),
  };
}

/**
 * GET /qms-api/qms-regulations/{id}/gap-list/head?limit=N: the first N requirements of the gap list, each with the
 * values the full answer has for it, so the screen shows its first rows before the whole answer (issue 14).
 */
export async function gapListHead(
  tx: Tx,
  user: SessionUser,
  regulationId: string,
  limit: number,
): Promise<GapListHead> {
  const { regulation, requirements, requirementCount, minLevel } = await gapListTreeHead(
    tx,
    user,
    regulationId,
    limit,
  );
  const qmsRegulation = await getQmsRegulation(tx, user.tenantId, regulationId);
  const qmsRequirements = await listOfRequirements(tx, user.tenantId, regulationId, requirements);
  return {
    regulation,
    qmsRegulation,
    requirements: requirements as GapListHead['requirements'],
    qmsRequirements,
    requirementCount,
    minLevel,
    contentVisible: mayViewContent(user, regulation),
    exportAllowed: mayExport(user, regulation),
    linkedBlocks: await linkedBlocks(tx, user.tenantId, qmsRequirements),
  };
}
