import {
  SopDeletedTermParams,
  SopTerm,
  SopTermList,
  SopTermParams,
  SopTermUpdate,
  SopTermWrite,
  SopVersionParams,
  TermSearchResponse,
} from '@qms/shared-api/contract';
import { sql } from 'drizzle-orm';
import { defineRoute, type ExampleFixtures } from '../../http/route';
import { sopTerms } from '../../db/schema/index';
import { freshProcess } from '../fixtures';
import {
  createTerm,
  deleteTerm,
  listDeletedTerms,
  listTerms,
  newTermVersion,
  searchTerms,
  undoTermDeletion,
  updateTerm,
} from './terms.repository';

const tags = ['processes'];
const base = { service: 'qms' as const, tenantScoped: true, tags };
const VERSION = '/sops/:artifactId/versions/:versionId';
const TERM = `${VERSION}/terms/:termArtifactId/versions/:termVersionId`;

/** A process (version 2, DRAFT) with one term created in version `created`, replaced in `replaced`. */
async function exampleTerm(fx: ExampleFixtures, created = 2, replaced: number | null = null, term?: string) {
  const sop = await freshProcess(fx);
  return fx.run(async (tx) => {
    await tx.execute(
      sql`update sop_versions set version = 2 where tenant_id = ${fx.tenantId} and version_id = ${sop.versionId}`,
    );
    const [row] = await tx
      .insert(sopTerms)
      .values({
        tenantId: fx.tenantId,
        artifactId: sql`gen_random_uuid()`,
        sopArtifactId: sop.artifactId,
        sopVersionCreated: created,
        sopVersionReplaced: replaced,
        term: term ?? fx.uniqueName('Term'),
        definition: 'Definition',
      })
      .returning();
    return {
      artifactId: sop.artifactId,
      versionId: sop.versionId,
      termArtifactId: row!.artifactId,
      termVersionId: row!.versionId,
      term: row!.term,
    };
  });
}

export const termsRoutes = [
  defineRoute({
    ...base,
    method: 'GET',
    url: '/terms/search',
    access: 'read',
    summary:
      'The glossary of all processes: terms valid in the newest version of each process, with that version',
    response: TermSearchResponse,
    seed: async (fx) => {
      const { term, termVersionId } = await exampleTerm(fx);
      return { ids: [termVersionId], names: [term] };
    },
    handler: ({ tx, user }) => searchTerms(tx, user.tenantId),
  }),
  defineRoute({
    ...base,
    method: 'GET',
    url: `${VERSION}/terms`,
    access: 'read',
    summary: 'The terms valid for a process version, sorted by term',
    params: SopVersionParams,
    response: SopTermList,
    example: async (fx) => {
      const { artifactId, versionId } = await exampleTerm(fx);
      return { params: { artifactId, versionId } };
    },
    handler: ({ tx, user, params }) => listTerms(tx, { tenantId: user.tenantId, ...params }),
  }),
  defineRoute({
    ...base,
    method: 'GET',
    url: `${VERSION}/terms/deleted`,
    access: 'read',
    summary: 'The terms deleted in this process version (only while in work)',
    params: SopVersionParams,
    response: SopTermList,
    example: async (fx) => {
      const { artifactId, versionId } = await exampleTerm(fx, 1, 2);
      return { params: { artifactId, versionId } };
    },
    handler: ({ tx, user, params }) => listDeletedTerms(tx, { tenantId: user.tenantId, ...params }),
  }),
  defineRoute({
    ...base,
    method: 'POST',
    url: `${VERSION}/terms`,
    access: 'write',
    summary: 'Adds a term to a DRAFT process version',
    params: SopVersionParams,
    body: SopTermWrite,
    response: SopTerm,
    example: async (fx) => {
      const sop = await freshProcess(fx);
      return {
        params: { artifactId: sop.artifactId, versionId: sop.versionId },
        body: { term: 'CAPA', abbreviation: 'CAPA', definition: 'Corrective and preventive action' },
      };
    },
    handler: ({ tx, user, params, body }) => createTerm(tx, { tenantId: user.tenantId, ...params }, body),
  }),
  defineRoute({
    ...base,
    method: 'POST',
    url: TERM,
    access: 'write',
    summary: 'Creates a new version of an unchanged term',
    params: SopTermParams,
    response: SopTerm,
    example: async (fx) => ({ params: await idsOf(exampleTerm(fx, 1)) }),
    handler: ({ tx, user, params }) =>
      newTermVersion(tx, { tenantId: user.tenantId, ...params }, params.termArtifactId, params.termVersionId),
  }),
  defineRoute({
    ...base,
    method: 'PUT',
    url: TERM,
    access: 'write',
    summary: 'Saves a term; an unchanged term first gets a new version (the answer is the saved version)',
    params: SopTermParams,
    body: SopTermUpdate,
    response: SopTerm,
    example: async (fx) => ({
      params: await idsOf(exampleTerm(fx)),
      body: { term: 'Changed', definition: 'Changed definition', dbVersion: 0 },
    }),
    handler: ({ tx, user, params, body }) =>
      updateTerm(
        tx,
        { tenantId: user.tenantId, ...params },
        params.termArtifactId,
        params.termVersionId,
        body,
      ),
  }),
  defineRoute({
    ...base,
    method: 'DELETE',
    url: TERM,
    access: 'write',
    summary: 'Deletes a term: unchanged → deleted in this version, new → removed, changed → reverted',
    params: SopTermParams,
    example: async (fx) => ({ params: await idsOf(exampleTerm(fx)) }),
    handler: ({ tx, user, params }) =>
      deleteTerm(tx, { tenantId: user.tenantId, ...params }, params.termArtifactId, params.termVersionId),
  }),
  defineRoute({
    ...base,
    method: 'DELETE',
    url: `${VERSION}/terms/deleted/:termVersionId`,
    access: 'write',
    summary: 'Undoes the deletion of a term in this process version',
    params: SopDeletedTermParams,
    example: async (fx) => {
      const { artifactId, versionId, termVersionId } = await exampleTerm(fx, 1, 2);
      return { params: { artifactId, versionId, termVersionId } };
    },
    handler: ({ tx, user, params }) =>
      undoTermDeletion(tx, { tenantId: user.tenantId, ...params }, params.termVersionId),
  }),
];

async function idsOf(example: ReturnType<typeof exampleTerm>) {
  const { artifactId, versionId, termArtifactId, termVersionId } = await example;
  return { artifactId, versionId, termArtifactId, termVersionId };
}
