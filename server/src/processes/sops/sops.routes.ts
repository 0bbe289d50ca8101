import {
  COMING_VERSIONS_PATH,
  ComingVersions,
  SopArtifactParams,
  SopArtifactUpdate,
  SopCreate,
  SopDetailResponse,
  SopListResponse,
  SopOrder,
  SopOrderQuery,
  SopStatistics,
  SopSummariesQuery,
  SopSummaryList,
  SopVersionIdParams,
  SopVersionParams,
  SopVersionUpdate,
  VersionListQuery,
  VersionsInForce,
} from '@qms/shared-api/contract';
import { defineRoute } from '../../http/route';
import { listSops } from './sops.repository';
import { comingSopVersions, sopVersionsInForce } from './sops.in-force';
import { getCurrentSop, getSopByVersionId, sopStatistics, sopSummaries } from './sops.read';
import {
  createProcess,
  deleteProcessVersion,
  orderProcesses,
  updateArtifact,
  updateVersion,
} from './sops.write';

// The generated route checks' requests and rows for these routes: sops.examples.ts.

const tags = ['processes'];
const base = { service: 'qms' as const, tenantScoped: true, tags };

export const sopsRoutes = [
  defineRoute({
    ...base,
    method: 'GET',
    url: '/sops',
    access: 'read',
    summary:
      "The tenant's processes: artifacts (tree and order), versions, linked SR process ids, root order; " +
      'scope=current: without the obsolete history',
    query: VersionListQuery,
    response: SopListResponse,
    // 1.4 MB for a tenant of 2,500 processes (spec 1 §9): written by JSON.stringify (ADR 0007)
    serializer: 'picked',
    handler: ({ tx, user, query }) => listSops(tx, user.tenantId, query.scope),
  }),
  defineRoute({
    ...base,
    method: 'GET',
    url: '/sops/statistics',
    access: 'read',
    summary:
      'Process statistics: versions per release state, released processes, steps in latest released versions',
    response: SopStatistics,
    handler: ({ tx, user }) => sopStatistics(tx, user.tenantId),
  }),
  defineRoute({
    ...base,
    method: 'GET',
    url: '/sops/artifact-summaries',
    access: 'read',
    summary:
      'Name and latest versions per process artifact (artifactIds: comma-separated); unknown ids left out',
    query: SopSummariesQuery,
    response: SopSummaryList,
    handler: ({ tx, user, query }) => sopSummaries(tx, user.tenantId, query.artifactIds),
  }),
  defineRoute({
    ...base,
    method: 'POST',
    url: '/sops',
    access: 'write',
    summary: 'Creates a process: artifact and its first DRAFT version, appended to the parent order',
    body: SopCreate,
    response: SopDetailResponse,
    handler: ({ tx, user, body }) => createProcess(tx, user.tenantId, body),
  }),
  defineRoute({
    ...base,
    method: 'GET',
    url: '/sops/sop-artifact-uuid/versions/:versionId',
    access: 'read',
    summary: 'A process version with its artifact and blocks (the path segment sop-artifact-uuid is literal)',
    params: SopVersionIdParams,
    response: SopDetailResponse,
    handler: ({ tx, user, params }) => getSopByVersionId(tx, user.tenantId, params.versionId),
  }),
  defineRoute({
    ...base,
    method: 'GET',
    url: '/sops/:artifactId/current',
    access: 'read',
    summary:
      'The current version of a process: the one in force (newest released whose effective date has come), else the newest RELEASED one, else the newest one',
    params: SopArtifactParams,
    response: SopDetailResponse,
    handler: ({ tx, user, params }) => getCurrentSop(tx, user.tenantId, params.artifactId),
  }),
  defineRoute({
    ...base,
    method: 'GET',
    url: '/sops/:artifactId/in-force',
    access: 'read',
    summary:
      'Which released version of a process is in force and which are coming (effective date still ahead)',
    params: SopArtifactParams,
    response: VersionsInForce,
    handler: ({ tx, user, params }) => sopVersionsInForce(tx, user.tenantId, params.artifactId),
  }),
  defineRoute({
    ...base,
    method: 'GET',
    url: COMING_VERSIONS_PATH.replace('/qms-api', ''),
    access: 'read',
    summary: 'The processes with a released version not yet in force, soonest effective date first',
    response: ComingVersions,
    handler: ({ tx, user }) => comingSopVersions(tx, user.tenantId),
  }),
  defineRoute({
    ...base,
    method: 'PUT',
    url: '/sops/order',
    access: 'write',
    summary:
      'Orders the children of a parent (query artifactId; the top level without): the full list of them',
    query: SopOrderQuery,
    body: SopOrder,
    handler: ({ tx, user, query, body }) =>
      orderProcesses(tx, user.tenantId, query.artifactId, body.orderedArtifactIds),
  }),
  defineRoute({
    ...base,
    method: 'PUT',
    url: '/sops/:artifactId',
    access: 'write',
    summary: 'Changes the parent (no cycles) and requirement type of a process; dbVersion guards',
    params: SopArtifactParams,
    body: SopArtifactUpdate,
    handler: ({ tx, user, params, body }) => updateArtifact(tx, user.tenantId, params.artifactId, body),
  }),
  defineRoute({
    ...base,
    method: 'PUT',
    url: '/sops/:artifactId/versions/:versionId',
    access: 'write',
    summary: 'Updates the fields sent of a DRAFT process version; 409 when not DRAFT or dbVersion is stale',
    params: SopVersionParams,
    body: SopVersionUpdate,
    response: SopDetailResponse,
    handler: ({ tx, user, params, body }) =>
      updateVersion(tx, user.tenantId, params.artifactId, params.versionId, body),
  }),
  defineRoute({
    ...base,
    method: 'DELETE',
    url: '/sops/:artifactId/versions/:versionId',
    access: 'write',
    summary:
      'Deletes a DRAFT version (its blocks, new terms, stored files); the last version takes the process along',
    params: SopVersionParams,
    handler: async ({ tx, user, params }) => {
      await deleteProcessVersion(tx, user.tenantId, params.artifactId, params.versionId);
    },
  }),
];
