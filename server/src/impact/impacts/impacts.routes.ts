import {
  Impact,
  ImpactAnalysisDetail,
  ImpactAnalysisIdParams,
  ImpactCreate,
  ImpactIdParams,
  ImpactList,
  ImpactsBySopArtifactResponse,
  ImpactSopArtifactParams,
  ImpactUpdate,
} from '@qms/shared-api/contract';
import { defineRoute } from '../../http/route';
import { analysisWithStatistics } from '../analyses/analyses.repository';
import { impactsBySopArtifact } from './by-sop-artifact';
import { impactDiffHtml } from './impact-diff';
import {
  createImpact,
  deleteImpact,
  listImpacts,
  listImpactsOfExistingAnalysis,
  updateImpact,
} from './impacts.repository';

// The generated route checks' requests and rows for these routes: impacts.examples.ts.

const tags = ['impact'];

/** Detail search, impacts CRUD, the compare diff and the Gap List widget's lookup (spec 3 §7). */
export const impactsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/impact-analyses/search/by-sop-artifact/:artifactId',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: 'Impacts whose requirements have gap entries targeting the process, with their analyses',
    tags,
    params: ImpactSopArtifactParams,
    response: ImpactsBySopArtifactResponse,
    // the generated checks call it with a process id every tenant has: each tenant's answer is its own
    crossTenant: 'own-namespace',
    handler: ({ tx, user, params }) => impactsBySopArtifact(tx, user.tenantId, params.artifactId),
  }),
  defineRoute({
    method: 'GET',
    url: '/impact-analyses/search/:id',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: 'One impact analysis with its statistics and impacts',
    tags,
    params: ImpactAnalysisIdParams,
    response: ImpactAnalysisDetail,
    handler: async ({ tx, user, params }) => ({
      ...(await analysisWithStatistics(tx, user.tenantId, params.id)),
      impacts: await listImpacts(tx, user.tenantId, params.id),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/impact-analyses/:id/impacts',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: 'The impacts of an analysis',
    tags,
    params: ImpactAnalysisIdParams,
    response: ImpactList,
    handler: ({ tx, user, params }) => listImpactsOfExistingAnalysis(tx, user.tenantId, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/impact-analyses/:id/impacts',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary: 'Creates an impact (spec 3 §5 mapping rules; types default to NOT_DEFINED)',
    tags,
    params: ImpactAnalysisIdParams,
    body: ImpactCreate,
    response: Impact,
    handler: ({ tx, user, params, body }) => createImpact(tx, user.tenantId, params.id, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/impact-analyses/:id/impacts/:impactId',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary: 'Saves an impact (spec 3 §5 mapping rules); stale dbVersion 409',
    tags,
    params: ImpactIdParams,
    body: ImpactUpdate,
    response: Impact,
    handler: ({ tx, user, params, body }) =>
      updateImpact(tx, user.tenantId, params.id, params.impactId, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/impact-analyses/:id/impacts/:impactId',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary: 'Deletes an impact and the comments on it',
    tags,
    params: ImpactIdParams,
    handler: ({ tx, user, params }) => deleteImpact(tx, user.tenantId, params.id, params.impactId),
  }),
  defineRoute({
    method: 'GET',
    url: '/impact-analyses/:id/impacts/:impactId/diff',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary:
      'Word-level HTML diff of the from- against the to-requirements (licensing notice without the right)',
    tags,
    params: ImpactIdParams,
    produces: 'text/html',
    handler: async ({ tx, user, params, reply }) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .send(await impactDiffHtml(tx, user, params.id, params.impactId)),
  }),
];
