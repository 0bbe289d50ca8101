import {
  RelationReleaseDetail,
  RelationReleaseIdParams,
  RelationReleaseList,
  RelationReleaseQuery,
} from '@qms/shared-api/contract';
import { defineRoute } from '../../http/route';
import { listRelationReleases, relationReleaseDetail } from './relations.repository';

// The generated route checks' requests and rows for these routes: relations.examples.ts.

const tags = ['standards'];

// Relations carry ids of the reference lists and the operator's references, never requirement text: no licensing.
export const relationsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/relations',
    service: 'sr',
    access: 'read',
    tenantScoped: false,
    summary:
      "A regulation's relation releases, the one to use first (RELEASED before others, then the newest)",
    tags,
    query: RelationReleaseQuery,
    response: RelationReleaseList,
    handler: ({ tx, query }) => listRelationReleases(tx, query.regulationId),
  }),
  defineRoute({
    method: 'GET',
    url: '/relations/:releaseId',
    service: 'sr',
    access: 'read',
    tenantScoped: false,
    summary: 'A relation release with its relations keyed by requirementId',
    tags,
    params: RelationReleaseIdParams,
    response: RelationReleaseDetail,
    handler: ({ tx, params }) => relationReleaseDetail(tx, params.releaseId),
  }),
];
