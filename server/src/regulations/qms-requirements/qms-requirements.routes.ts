import {
  GapList,
  GapListHead,
  GapListHeadQuery,
  ProductRequirementList,
  QmsRegulationIdParams,
  QmsRequirementList,
  RegulationIdList,
  RegulationIdQuery,
  SopArtifactIdQuery,
  SopBlockArtifactIdQuery,
  SopVersionIdQuery,
  TemplateArtifactIdQuery,
  TemplateContentIdQuery,
} from '@qms/shared-api/contract';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { productRequirementBlocks } from '../../processes/index';
import { gapList, gapListHead } from './gap-list';
import { gapListCsv } from './gap-list.csv';
import {
  gapEntriesNamingBlock,
  gapEntriesNamingTemplateContent,
  gapEntriesOfSopVersion,
  regulationIdsNamingSop,
  regulationIdsNamingTemplate,
} from './by-target';
import { listByRegulation } from './qms-requirements.repository';

// The generated route checks' requests and rows for these routes: qms-requirements.examples.ts.

const tags = ['qms-requirements'];
export const qmsRequirementsReadRoutes = [
  defineRoute({
    method: 'GET',
    url: '/qms-regulations/:id/gap-list',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    crossTenant: 'own-namespace',
    summary:
      'The gap list of a regulation: record, requirement tree (licence-redacted), assessments and statistics',
    tags,
    params: QmsRegulationIdParams,
    response: GapList,
    handler: ({ tx, user, params }) => gapList(tx, user, params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/qms-regulations/:id/gap-list/head',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    crossTenant: 'own-namespace',
    summary:
      'The first `limit` requirements of the gap list (document order) with their assessments, without statistics',
    tags,
    params: QmsRegulationIdParams,
    query: GapListHeadQuery,
    response: GapListHead,
    handler: ({ tx, user, params, query }) => gapListHead(tx, user, params.id, query.limit),
  }),
  defineRoute({
    method: 'GET',
    url: '/qms-regulations/csv-export/:regulationId',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    crossTenant: 'own-namespace',
    summary: 'gap-list.csv: one row per heading and requirement; needs the view right and the export licence',
    tags,
    params: z.object({ regulationId: z.string().min(1).max(200) }),
    produces: 'text/csv',
    handler: async ({ tx, user, params, reply }) => {
      const csv = await gapListCsv(tx, user, params.regulationId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="gap-list.csv"')
        .send(csv);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/qms-requirements',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: 'The gap entries of a regulation: one per interpretable requirement, then the deprecated ones',
    tags,
    query: RegulationIdQuery,
    response: QmsRequirementList,
    handler: ({ tx, user, query }) => listByRegulation(tx, user.tenantId, query.regulationId),
  }),
  defineRoute({
    method: 'GET',
    url: '/qms-requirements/by-template-content-id',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: 'Assessments naming a template content as target',
    tags,
    query: TemplateContentIdQuery,
    response: QmsRequirementList,
    handler: ({ tx, user, query }) =>
      gapEntriesNamingTemplateContent(tx, user.tenantId, query.templateContentId),
  }),
  defineRoute({
    method: 'GET',
    url: '/qms-requirements/by-target-sop-block-artifact-id',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: 'Assessments naming a block: as product-requirement target or as linked process block',
    tags,
    query: SopBlockArtifactIdQuery,
    response: QmsRequirementList,
    handler: ({ tx, user, query }) => gapEntriesNamingBlock(tx, user.tenantId, query.sopBlockArtifactId),
  }),
  defineRoute({
    method: 'GET',
    url: '/qms-requirements/by-sop-version-id',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: "The process's gap entries: it is a target or implements them, or one of its blocks is linked",
    tags,
    query: SopVersionIdQuery,
    response: QmsRequirementList,
    handler: ({ tx, user, query }) => gapEntriesOfSopVersion(tx, user.tenantId, query.sopVersionId),
  }),
  defineRoute({
    method: 'GET',
    url: '/qms-requirements/regulation-ids-by-sop-artifact-id',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary:
      'Regulations with requirements the process is a target of, implements, or whose blocks are linked',
    tags,
    query: SopArtifactIdQuery,
    response: RegulationIdList,
    handler: ({ tx, user, query }) => regulationIdsNamingSop(tx, user.tenantId, query.sopArtifactId),
  }),
  defineRoute({
    method: 'GET',
    url: '/qms-requirements/regulation-ids-by-template-artifact-id',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: 'Regulations with requirements the template is a target of or implements',
    tags,
    query: TemplateArtifactIdQuery,
    response: RegulationIdList,
    handler: ({ tx, user, query }) =>
      regulationIdsNamingTemplate(tx, user.tenantId, query.templateArtifactId),
  }),
  defineRoute({
    method: 'GET',
    url: '/product-requirements',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: 'Product requirements: the Section blocks of every PRODUCT process (preferred version)',
    tags,
    response: ProductRequirementList,
    handler: ({ tx, user }) => productRequirementBlocks(tx, user.tenantId),
  }),
];
