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
import { defineRoute } from '../../http/route';
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

// The generated route checks' requests and rows for these routes: terms.examples.ts.

const tags = ['processes'];
const base = { service: 'qms' as const, tenantScoped: true, tags };
const VERSION = '/sops/:artifactId/versions/:versionId';
const TERM = `${VERSION}/terms/:termArtifactId/versions/:termVersionId`;

export const termsRoutes = [
  defineRoute({
    ...base,
    method: 'GET',
    url: '/terms/search',
    access: 'read',
    summary:
      'The glossary of all processes: terms valid in the newest version of each process, with that version',
    response: TermSearchResponse,
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
    handler: ({ tx, user, params }) =>
      undoTermDeletion(tx, { tenantId: user.tenantId, ...params }, params.termVersionId),
  }),
];
