import {
  ImpactAnalysis,
  ImpactAnalysisCreate,
  ImpactAnalysisIdParams,
  ImpactAnalysisSearchResponse,
  ImpactAnalysisUpdate,
} from '@qms/shared-api/contract';
import { defineRoute } from '../../http/route';
import { sharedRegulation } from '../../regulations/index';
import { exampleAnalysis } from '../examples';
import {
  createImpactAnalysis,
  deleteImpactAnalysis,
  getImpactAnalysis,
  searchImpactAnalyses,
  updateImpactAnalysis,
} from './analyses.repository';

const tags = ['impact'];

/** GET search and the analysis CRUD (spec 3 §7 "Impact analyses"); writes are for QMS admins (spec 3 §6). */
export const analysesRoutes = [
  defineRoute({
    method: 'GET',
    url: '/impact-analyses/search',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: "The tenant's impact analyses with their statistics",
    tags,
    response: ImpactAnalysisSearchResponse,
    seed: async (fx) => {
      const { analysis } = await exampleAnalysis(fx);
      return { ids: [analysis.id], names: [analysis.title] };
    },
    handler: ({ tx, user }) => searchImpactAnalyses(tx, user.tenantId),
  }),
  defineRoute({
    method: 'GET',
    url: '/impact-analyses/:id',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: 'One impact analysis',
    tags,
    params: ImpactAnalysisIdParams,
    response: ImpactAnalysis,
    example: async (fx) => ({ params: { id: (await exampleAnalysis(fx)).analysis.id } }),
    handler: ({ tx, user, params }) => getImpactAnalysis(tx, user.tenantId, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/impact-analyses',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary: 'Creates an impact analysis between two different regulations of the standards service',
    tags,
    body: ImpactAnalysisCreate,
    response: ImpactAnalysis,
    example: async (fx) => ({
      body: {
        title: fx.uniqueName('New analysis'),
        regulationIdFrom: (await sharedRegulation(fx, true)).regulationId,
        regulationIdTo: (await sharedRegulation(fx, false)).regulationId,
      },
    }),
    handler: ({ tx, user, body }) => createImpactAnalysis(tx, user.tenantId, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/impact-analyses/:id',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary: 'Renames an impact analysis; From/To fixed (400), stale dbVersion 409',
    tags,
    params: ImpactAnalysisIdParams,
    body: ImpactAnalysisUpdate,
    response: ImpactAnalysis,
    example: async (fx) => {
      const { analysis } = await exampleAnalysis(fx);
      return { params: { id: analysis.id }, body: { ...analysis, title: fx.uniqueName('Renamed analysis') } };
    },
    handler: ({ tx, user, params, body }) => updateImpactAnalysis(tx, user.tenantId, params.id, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/impact-analyses/:id',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary: 'Deletes an impact analysis with its impacts and the comments on both',
    tags,
    params: ImpactAnalysisIdParams,
    example: async (fx) => ({ params: { id: (await exampleAnalysis(fx)).analysis.id } }),
    handler: ({ tx, user, params }) => deleteImpactAnalysis(tx, user.tenantId, params.id),
  }),
];
