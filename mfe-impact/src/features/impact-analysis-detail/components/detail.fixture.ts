import type { Impact, RegulationRequirement } from '@qms/shared-api';
import { getMockDb } from '@qms/shared-api/mock';
import { requirement } from '@qms/shared-api/testing';

/** Test data of the detail screen tests: Rev. 4 → Rev. 5 in miniature, ids are UUIDs as the contract wants. */
export const ANALYSIS_ID = '00000000-0000-4000-8000-0000000000a1';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const F = { fam: uuid(1), ac1: uuid(2), ac2: uuid(3), ac3: uuid(4) };
export const T = { fam: uuid(11), ac1: uuid(12), ac2: uuid(13), ac3: uuid(14), ac4: uuid(15) };
export const IMPACT_A = uuid(101);
export const IMPACT_B = uuid(102);
export const IMPACT_X = uuid(103);

function catalog(regulationId: string, ids: Record<string, string>, prefix: string): RegulationRequirement[] {
  return [
    requirement(ids.fam!, {
      regulationId,
      type: 'HEADING',
      paragraph: '',
      text: 'Access Control Family',
      level: 1,
      interpretable: false,
    }),
    ...Object.entries(ids)
      .filter(([k]) => k !== 'fam')
      .map(([k, id]) =>
        requirement(id, {
          regulationId,
          paragraph: k.toUpperCase().replace('AC', 'AC-'),
          text: `<p>${prefix} text of ${k}</p>`,
          parentId: ids.fam!,
        }),
      ),
  ];
}

export function impact(id: string, from: string[], to: string[], over: Partial<Impact> = {}): Impact {
  return {
    id,
    dbVersion: 0,
    impactAnalysisId: ANALYSIS_ID,
    impactType: 'NOT_DEFINED',
    impactDescription: '',
    changeType: 'NOT_DEFINED',
    changeDescription: '',
    requirementIdsFrom: from,
    requirementIdsTo: to,
    ...over,
  };
}

/** Seeds the mock backend: two regulations, one analysis, impacts a (AC-1→AC-1), b (AC-2→AC-3), x (no to). */
export function seedAnalysis(impacts?: Impact[]): void {
  const db = getMockDb();
  const regulation = (id: string, title: string) => ({
    id,
    regulationId: id,
    title,
    number: title,
    licenseTypeView: 'VIEW_OPEN' as const,
    licenseTypeExport: 'EXPORT_OPEN' as const,
  });
  db.regulations = [regulation('rev4', 'SP 800-53 Rev. 4'), regulation('rev5', 'SP 800-53 Rev. 5')];
  db.requirements = [...catalog('rev4', F, 'Old'), ...catalog('rev5', T, 'New')];
  db.impactAnalyses = [
    {
      impactAnalysis: {
        id: ANALYSIS_ID,
        title: 'Rev 4 to Rev 5',
        regulationIdFrom: 'rev4',
        regulationIdTo: 'rev5',
      },
      statistics: {
        impactAnalysisId: ANALYSIS_ID,
        numberOfMappedFromRequirements: 3,
        numberOfMappedToRequirements: 2,
        totalNumberOfFromRequirements: 3,
        totalNumberOfToRequirements: 4,
        numberOfImpact: 3,
      },
    },
  ];
  db.impacts = impacts ?? [
    impact(IMPACT_B, [F.ac2], [T.ac3], { changeType: 'CHANGE', changeDescription: 'Reworded' }),
    impact(IMPACT_A, [F.ac1], [T.ac1], { changeType: 'NO_CHANGE', impactType: 'NO_IMPACT' }),
    impact(IMPACT_X, [F.ac3], [], { changeType: 'DELETED_REQUIREMENT' }),
  ];
}
