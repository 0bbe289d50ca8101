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
import { exampleAnalysis, exampleImpact, exampleImpactOnProcess } from '../examples';
import { impactsBySopArtifact } from './by-sop-artifact';
import { impactDiffHtml } from './impact-diff';
import {
  createImpact,
  deleteImpact,
  listImpacts,
  listImpactsOfExistingAnalysis,
  updateImpact,
} from './impacts.repository';

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
    // the artifact id is the fixed example process every tenant has: each tenant's answer is its own
    crossTenant: 'own-namespace',
    seed: async (fx) => {
      const { impact, analysis, changeDescription } = await exampleImpactOnProcess(fx);
      return { ids: [impact.id, analysis.id], names: [analysis.title, changeDescription] };
    },
    example: async (fx) => ({ params: { artifactId: (await exampleImpactOnProcess(fx)).artifactId } }),
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
    example: async (fx) => ({ params: { id: (await exampleImpact(fx)).analysis.id } }),
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
    example: async (fx) => ({ params: { id: (await exampleImpact(fx)).analysis.id } }),
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
    example: async (fx) => {
      const { analysis, fromRequirementId, toRequirementId } = await exampleAnalysis(fx);
      return {
        params: { id: analysis.id },
        body: { requirementIdsFrom: [fromRequirementId], requirementIdsTo: [toRequirementId] },
      };
    },
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
    example: async (fx) => {
      const { analysis, impact } = await exampleImpact(fx);
      return {
        params: { id: analysis.id, impactId: impact.id },
        body: { ...impact, impactType: 'MAJOR_IMPACT', impactDescription: 'Impact to Process' },
      };
    },
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
    example: async (fx) => {
      const { analysis, impact } = await exampleImpact(fx);
      return { params: { id: analysis.id, impactId: impact.id } };
    },
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
    example: async (fx) => {
      const { analysis, impact } = await exampleImpact(fx);
      return { params: { id: analysis.id, impactId: impact.id } };
    },
    handler: async ({ tx, user, params, reply }) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .send(await impactDiffHtml(tx, user, params.id, params.impactId)),
  }),
];
