import type { GapList, QmsRequirement } from './qms-requirements.contract';
import type { RegulationStatistics } from './qms-regulations.contract';
import type { RegulationRequirement } from './regulations.contract';
import type { Relation } from './relations.contract';

/** Test data of the gap-list tests: a small regulation with a heading, two requirements and an included part. */
export function requirement(id: string, over: Partial<RegulationRequirement> = {}): RegulationRequirement {
  return {
    id,
    key: id,
    regulationId: 'reg-1',
    type: 'TEXT',
    interpretable: true,
    text: `<p>Text of ${id}</p>`,
    guidance: null,
    paragraph: id.toUpperCase(),
    level: 2,
    requirementIds: [],
    parentId: null,
    interpretedInRequirementId: null,
    withdrawn: false,
    contentVisible: true,
    ...over,
  };
}

export function assessment(requirementId: string, over: Partial<QmsRequirement> = {}): QmsRequirement {
  return {
    id: requirementId,
    requirementId,
    regulationId: 'reg-1',
    requirementType: 'INTERPRETATION',
    interpretedInRequirementId: null,
    dbVersion: 0,
    applicability: 'NOT_DEFINED',
    applicabilityReason: '',
    notes: '',
    targetSopArtifactIds: [],
    actualSopArtifactIds: [],
    sopEvidenceStates: {},
    targetTemplateArtifactIds: [],
    actualTemplateArtifactIds: [],
    templateEvidenceStates: {},
    referencedSopBlockArtifactIds: [],
    targetSopBlockArtifactIds: [],
    templateContentIds: [],
    applicabilityWarnings: ['NOT_DEFINED'],
    confirmedEvidenceCount: 0,
    unconfirmedEvidenceCount: 0,
    deprecatedEvidenceCount: 0,
    ...over,
  };
}

export const statistics = (over: Partial<RegulationStatistics> = {}): RegulationStatistics => ({
  totalRequirements: 2,
  notDefinedCount: 1,
  notApplicableCount: 0,
  informationCount: 0,
  applicableCount: 1,
  notApplicableWarningCount: 0,
  notApplicableWithoutWarningCount: 0,
  infoWarningCount: 0,
  applicableWarningCount: 1,
  applicableWithoutWarningCount: 0,
  unconfirmedEvidenceCount: 1,
  confirmedEvidenceCount: 0,
  deprecatedEvidenceCount: 0,
  warningCount: 1,
  validCount: 0,
  evidenceSubtotal: 1,
  evidenceCount: 1,
  ...over,
});

export const LONG_TEXT =
  'The organization shall document a quality management system and maintain its effectiveness.';

export function gapListFixture(over: Partial<GapList> = {}): GapList {
  return {
    regulation: {
      id: 'reg-1',
      regulationId: 'reg-1',
      number: '13485',
      title: 'ISO 13485',
      version: '2016',
      licenseTypeView: 'VIEW_OPEN',
      licenseTypeExport: 'EXPORT_OPEN',
    },
    qmsRegulation: { regulationId: 'reg-1', state: 'ACTIVE', activeFrom: null, activeTo: null, dbVersion: 1 },
    requirements: [
      requirement('h4', {
        type: 'HEADING',
        interpretable: false,
        text: 'Quality management system',
        paragraph: '4',
        level: 1,
      }),
      requirement('r41', { text: `<p>${LONG_TEXT}</p>`, paragraph: '4.1' }),
      requirement('r41a', {
        interpretable: false,
        interpretedInRequirementId: 'r41',
        paragraph: 'a)',
        level: 3,
      }),
      requirement('r42', { paragraph: '4.2', text: '<p>Documentation requirements</p>' }),
    ],
    qmsRequirements: [
      assessment('r41', {
        applicability: 'APPLICABLE',
        applicabilityWarnings: ['APPLICABLE_WITHOUT_EVIDENCE'],
        dbVersion: 3,
      }),
      assessment('r42'),
    ],
    statistics: statistics(),
    contentVisible: true,
    exportAllowed: true,
    linkedBlocks: [],
    ...over,
  };
}

/** An SR relation of a requirement naming nothing but what `over` says. */
export function relationFixture(requirementId: string, over: Partial<Relation> = {}): Relation {
  return {
    requirementId,
    ruleIds: [],
    templateContentIds: [],
    roleIds: [],
    reportIds: [],
    termIds: [],
    sopContentIds: [],
    linkedProcessIds: [],
    sopContentLinkedProcessIds: [],
    templateContentLinkedProcessIds: [],
    references: '',
    ...over,
  };
}
