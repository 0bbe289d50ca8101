import {
  ChildrenCommentCount,
  Comment,
  CommentCreate,
  CommentIdParams,
  CommentList,
  CommentRefParams,
  CommentUpdate,
} from '@qms/shared-api/contract';
import { defineRoute, type AnyRoute } from '../http/route';
import type { CommentTargetLookup } from './targets';
import { createComment } from './comments.repository';
import { childrenCommentCount, deleteComment, listComments, updateComment } from './comments.repository';

// The generated route checks' requests and rows for these routes: comments.examples.ts.

const tags = ['comments'];
// any signed-in user may comment (viewers too); update and delete check the author in the handler
const base = { service: 'qms' as const, tenantScoped: true, tags };

/** The comments routes; `lookups` tell what a commented id is, each from the area that owns it. */
export const commentsRoutes = (lookups: readonly CommentTargetLookup[]): AnyRoute[] => [
  defineRoute({
    ...base,
    method: 'GET',
    url: '/comments/:refId',
    access: 'read',
    summary: 'The comments on an item (process, block, impact, impact analysis), oldest first',
    params: CommentRefParams,
    response: CommentList,
    crossTenant: 'own-namespace',
    handler: ({ tx, user, params }) => listComments(tx, user.tenantId, params.refId, lookups),
  }),
  defineRoute({
    ...base,
    method: 'GET',
    url: '/comments/:refId/children-comment-count',
    access: 'read',
    summary: 'Per child item (e.g. each block of a process) the number of its comments',
    params: CommentRefParams,
    response: ChildrenCommentCount,
    crossTenant: 'own-namespace',
    handler: ({ tx, user, params }) => childrenCommentCount(tx, user.tenantId, params.refId, lookups),
  }),
  defineRoute({
    ...base,
    method: 'POST',
    url: '/comments',
    access: 'user-write',
    summary: "Comments on an existing item; 'Can not create comment for unspecific reference' without one",
    body: CommentCreate,
    response: Comment,
    handler: ({ tx, user, body }) => createComment(tx, user, body, lookups),
  }),
  defineRoute({
    ...base,
    method: 'PUT',
    url: '/comments/:id',
    access: 'user-write',
    summary: 'Changes the text of a comment; only its author (403 otherwise), dbVersion guards',
    params: CommentIdParams,
    body: CommentUpdate,
    response: Comment,
    handler: ({ tx, user, params, body }) => updateComment(tx, user, params.id, body),
  }),
  defineRoute({
    ...base,
    method: 'DELETE',
    url: '/comments/:id',
    access: 'user-write',
    summary: 'Deletes a comment; only its author (403 otherwise)',
    params: CommentIdParams,
    handler: ({ tx, user, params }) => deleteComment(tx, user, params.id),
  }),
];
