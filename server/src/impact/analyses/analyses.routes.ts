import {
  ImpactAnalysis,
  ImpactAnalysisCreate,
  ImpactAnalysisIdParams,
  ImpactAnalysisSearchResponse,
  ImpactAnalysisUpdate,
} from '@qms/shared-api/contract';
import { defineRoute } from '../../http/route';
import {
  createImpactAnalysis,
  deleteImpactAnalysis,
  getImpactAnalysis,
  searchImpactAnalyses,
  updateImpactAnalysis,
} from './analyses.repository';

// The generated route checks' requests and rows for these routes: analyses.examples.ts.

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
    handler: ({ tx, user, params }) => deleteImpactAnalysis(tx, user.tenantId, params.id),
  }),
];
