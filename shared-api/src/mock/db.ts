import type { Role } from '../templates/roles.contract';
import type { Template } from '../templates/templates.contract';
import type { TemplateContent } from '../templates/template-contents.contract';
import type { Product } from '../templates/products.contract';
import type { SrReference, SrReferenceKind } from '../templates/sr-references.contract';
import type { SopListResponse } from '../processes/processes.contract';
import type { Regulation, RegulationRequirement } from '../regulations/regulations.contract';
import type { QmsRequirement } from '../regulations/qms-requirements.contract';
import type { QmsRegulation } from '../regulations/qms-regulations.contract';
import type { Impact, ImpactAnalysis, ImpactAnalysisStatistics } from '../impact/impact.contract';
import type { UserDirectoryEntry } from '../platform/contract';
import type { DocumentControlSettings } from '../change-control/settings.contract';

/**
 * The in-memory store behind the MSW mock backend (spec 2 §9: used when the production-backend flag is false;
 * test scaffolding, not product behaviour). Tests reset it with resetMockDb() and shape it through getMockDb().
 */
export interface MockDb {
  roles: Role[];
  /** who holds which job role (issue 29.1); users of `users` */
  roleHolders: { roleId: string; userId: string; assignedAt: string }[];
  /** the document-control settings (issue 29); dbVersion 0 = never saved */
  documentControlSettings: DocumentControlSettings;
  sops: SopListResponse;
  templates: Template[];
  /** stored fields only: the handlers derive the links */
  templateContents: Pick<
    TemplateContent,
    'id' | 'name' | 'description' | 'exampleText' | 'srId' | 'dbVersion'
  >[];
  products: Product[];
  srReferences: Record<SrReferenceKind, SrReference[]>;
  regulations: Regulation[];
  /** the tenant's stored regulation records (absent = INFORMATIVE, dbVersion 0) */
  qmsRegulations: QmsRegulation[];
  /** requirement trees of the regulations, in document order (all shown: the mock knows no licences) */
  requirements: RegulationRequirement[];
  /** the tenant's stored gap entries (absent = NOT_DEFINED, dbVersion 0) */
  qmsRequirements: QmsRequirement[];
  /**
   * analyses with the statistics the list shows (totals as given; the impact handlers recount the mapped ones);
   * dbVersion may be left out by fixtures (0)
   */
  impactAnalyses: {
    impactAnalysis: Omit<ImpactAnalysis, 'dbVersion'> & { dbVersion?: number };
    statistics: ImpactAnalysisStatistics;
  }[];
  impacts: Impact[];
  users: UserDirectoryEntry[];
  /** qms-config key → string value */
  config: Map<string, string>;
  /** qms-config key → dbVersion (absent = 0, like a key the server never stored) */
  configVersions: Map<string, number>;
}

/** A fresh store with a couple of roles and a small user directory; other lists start empty. */
function createMockDb(): MockDb {
  return {
    roles: [
      {
        id: '5f0c1c9e-3a4e-4b8a-9d1e-1f2a3b4c5d01',
        name: 'Quality Manager',
        responsibility: 'Maintains the quality management system.',
        authority: 'Releases processes and templates.',
        requirements: 'ISO 13485 training',
        srId: null,
        dbVersion: 0,
      },
      {
        id: '5f0c1c9e-3a4e-4b8a-9d1e-1f2a3b4c5d02',
        name: 'Process Owner',
        responsibility: 'Keeps one process current.',
        authority: 'Proposes changes to the process.',
        requirements: 'Knowledge of the process domain',
        srId: null,
        dbVersion: 0,
      },
    ],
    roleHolders: [],
    documentControlSettings: { trainingPeriodDays: 14, reviewIntervalMonths: 24, dbVersion: 0 },
    sops: { artifacts: [], sops: [], allLinkedSrProcessIds: [], rootOrderedArtifactIds: [] },
    templates: [],
    templateContents: [],
    products: [],
    srReferences: {
      'template-contents': [
        { id: 'STC-001', name: 'Training record', description: 'Evidence that a person was trained.' },
        { id: 'STC-007', name: 'CAPA record', description: 'Corrective or preventive action.' },
      ],
      roles: [{ id: 'SRO-003', name: 'Quality assurance', description: 'Maintains quality procedures.' }],
      processes: [{ id: 'SPR-006', name: 'Purchasing', description: 'Evaluating suppliers.' }],
      'sop-contents': [{ id: 'SSC-001', name: 'Purpose and scope', description: 'Why the process exists.' }],
    },
    regulations: [],
    qmsRegulations: [],
    requirements: [],
    qmsRequirements: [],
    impactAnalyses: [],
    impacts: [],
    users: [
      {
        userId: 'mock-admin',
        displayName: 'Anna Admin',
        email: 'admin@acme.example',
        roles: ['QMS_ADMIN', 'QMS_VIEWER'],
      },
      {
        userId: 'mock-viewer',
        displayName: 'Victor Viewer',
        email: 'viewer@acme.example',
        roles: ['QMS_VIEWER'],
      },
    ],
    config: new Map(),
    configVersions: new Map(),
  };
}

let db = createMockDb();

export function getMockDb(): MockDb {
  return db;
}

/** Back to the seed, and back to deriving the role from the request (see setMockRole). */
export function resetMockDb(): MockDb {
  db = createMockDb();
  mockRole = undefined;
  return db;
}

type MockRole = 'admin' | 'viewer';
let mockRole: MockRole | undefined;

/**
 * Forces the role the mock answers as. Without it the mock reads the bearer token's realm roles when the token is a
 * JWT (the mock token endpoint issues those), and treats any other caller as admin.
 */
export function setMockRole(role: MockRole | undefined): void {
  mockRole = role;
}
export function getMockRole(): MockRole | undefined {
  return mockRole;
}
