import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
import { idArray } from '../../db/uuid';
import { defineRoute } from '../../http/route';
import { productRequirementBlocks } from '../../processes/index';
import { qmsRequirements as q } from '../schema';
import { gapList, gapListHead } from './gap-list';
import { gapListCsv } from './gap-list.csv';
import { listByRegulation, listWhere, regulationIdsWhere } from './qms-requirements.repository';
import { findSopVersion } from './sop-lookup';

// The generated route checks' requests and rows for these routes: qms-requirements.examples.ts.

const tags = ['qms-requirements'];
const has = (column: AnyPgColumn, id: string) => sql`${id} = any(${column})`;

const lookup = <S extends z.ZodType>(
  url: string,
  summary: string,
  query: S,
  condition: (value: z.output<S>) => ReturnType<typeof sql>,
) =>
  defineRoute({
    method: 'GET',
    url,
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary,
    tags,
    query,
    response: QmsRequirementList,
    handler: ({ tx, user, query: value }) => listWhere(tx, user.tenantId, condition(value as z.output<S>)),
  });

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
  lookup(
    '/qms-requirements/by-template-content-id',
    'Assessments naming a template content as target',
    TemplateContentIdQuery,
    (v) => has(q.templateContentIds, v.templateContentId),
  ),
  lookup(
    '/qms-requirements/by-target-sop-block-artifact-id',
    'Assessments naming a block: as product-requirement target or as linked process block',
    SopBlockArtifactIdQuery,
    (v) =>
      sql`(${has(q.targetSopBlockArtifactIds, v.sopBlockArtifactId)} or ${has(q.referencedSopBlockArtifactIds, v.sopBlockArtifactId)})`,
  ),
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
    handler: async ({ tx, user, query }) => {
      const version = await findSopVersion(tx, user.tenantId, query.sopVersionId);
      // the process's blocks come from the view the processes area owns, so the match stays one statement (ADR 0118)
      return listWhere(
        tx,
        user.tenantId,
        sql`(${has(q.targetSopArtifactIds, version.artifactId)} or ${has(q.actualSopArtifactIds, version.artifactId)}
          or ${q.referencedSopBlockArtifactIds} && array(select block_artifact_id::text from sop_version_blocks_v
            where tenant_id = ${user.tenantId} and sop_version_id = ${version.versionId}))`,
      );
    },
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
    // like by-sop-version-id: the blocks through the processes area's view, inside this one statement; each block
    // once (distinct), not once per version: `&&` compares every element with every element, and a process of 120
    // versions of 60 blocks made it 7,200 per gap entry (0.5–1 s for one answer)
    handler: ({ tx, user, query }) =>
      regulationIdsWhere(
        tx,
        user.tenantId,
        sql`(${has(q.targetSopArtifactIds, query.sopArtifactId)} or ${has(q.actualSopArtifactIds, query.sopArtifactId)}
          or ${q.referencedSopBlockArtifactIds} && array(select distinct block_artifact_id::text from sop_version_blocks_v
            where tenant_id = ${user.tenantId} and sop_artifact_id = any(${idArray([query.sopArtifactId])})))`,
      ),
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
      regulationIdsWhere(
        tx,
        user.tenantId,
        sql`(${has(q.targetTemplateArtifactIds, query.templateArtifactId)} or ${has(q.actualTemplateArtifactIds, query.templateArtifactId)})`,
      ),
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
