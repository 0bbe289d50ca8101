import type { GapList, QmsRequirement, RegulationRequirement, SessionUser } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { getQmsRegulation } from '../qms-regulations/qms-regulations.repository';
import { regulationDetail } from '../regulations/regulations.repository';
import { mayExport, mayViewContent } from '../licensing';
import { regulationStatistics } from '../statistics';
import { assessedOf } from './qms-requirement.model';
import { listByRegulation } from './qms-requirements.repository';

/** Statistics of a regulation from its gap entries: the same formulas as the list's (statistics.ts). */
export function statisticsOfEntries(entries: readonly QmsRequirement[]) {
  const interpretations = entries.filter((q) => q.requirementType === 'INTERPRETATION');
  return regulationStatistics(interpretations.length, interpretations.map(assessedOf));
}

/** GET /qms-api/qms-regulations/{id}/gap-list: one answer with everything the gap list screen shows. */
export async function gapList(tx: Tx, user: SessionUser, regulationId: string): Promise<GapList> {
  const { regulation, requirements } = await regulationDetail(tx, user, regulationId);
  const qmsRegulation = await getQmsRegulation(tx, user.tenantId, regulationId);
  const qmsRequirements = await listByRegulation(tx, user.tenantId, regulationId);
  return {
    regulation,
    qmsRegulation,
    requirements: requirements as RegulationRequirement[],
    qmsRequirements,
    statistics: statisticsOfEntries(qmsRequirements),
    contentVisible: mayViewContent(user, regulation),
    exportAllowed: mayExport(user, regulation),
  };
}
