import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  COMMENT_AUTHOR_ONLY,
  COMMENT_CHANGED_BY_SOMEONE_ELSE,
  COMMENT_REFERENCE_NOT_FOUND,
  type ChildrenCommentCount,
  type Comment,
  type CommentRefType,
  type SessionUser,
} from '@qms/shared-api/contract';
import type { Tx } from '../db/tenant';
import { comments } from './schema';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { resolveReference, type CommentTargetLookup } from './targets';

const columns = {
  id: comments.id,
  comment: comments.comment,
  refId: comments.refId,
  refType: comments.refType,
  parentRefId: comments.parentRefId,
  parentRefType: comments.parentRefType,
  createdUserId: comments.createdUserId,
  createdUserName: comments.createdUserName,
  createdUserInitials: comments.createdUserInitials,
  createdAt: comments.createdAt,
  dbVersion: comments.dbVersion,
};
type Row = Omit<Comment, 'createdAt' | 'refType' | 'parentRefType'> & {
  createdAt: Date;
  refType: string;
  parentRefType: string | null;
};
const asComment = (row: Row): Comment => ({ ...row, createdAt: row.createdAt.toISOString() }) as Comment;

async function assertReferenceExists(
  tx: Tx,
  tenantId: string,
  refId: string,
  lookups: readonly CommentTargetLookup[],
): Promise<void> {
  if ((await resolveReference(tx, tenantId, refId, lookups)).length === 0)
    throw notFound(COMMENT_REFERENCE_NOT_FOUND);
}

/** GET /comments/{refId}: oldest first; 404 when the commented item does not exist in the tenant. */
export async function listComments(
  tx: Tx,
  tenantId: string,
  refId: string,
  lookups: readonly CommentTargetLookup[],
): Promise<Comment[]> {
  await assertReferenceExists(tx, tenantId, refId, lookups);
  const rows = await tx
    .select(columns)
    .from(comments)
    .where(and(eq(comments.tenantId, tenantId), eq(comments.refId, refId)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map(asComment);
}

/** GET /comments/{refId}/children-comment-count: per child refId (e.g. each block of a process) its count. */
export async function childrenCommentCount(
  tx: Tx,
  tenantId: string,
  refId: string,
  lookups: readonly CommentTargetLookup[],
): Promise<ChildrenCommentCount> {
  await assertReferenceExists(tx, tenantId, refId, lookups);
  const rows = await tx
    .select({ refId: comments.refId, n: sql<number>`count(*)::int` })
    .from(comments)
    .where(and(eq(comments.tenantId, tenantId), eq(comments.parentRefId, refId)))
    .groupBy(comments.refId);
  return Object.fromEntries(rows.map((r) => [r.refId, Number(r.n)]));
}

/**
 * POST /comments: the reference must name an existing item of that type; the parent is the item's own parent
 * (filled in when omitted, 400 when another one is given).
 */
export async function createComment(
  tx: Tx,
  user: SessionUser,
  body: {
    comment: string;
    refId: string;
    refType?: CommentRefType | null;
    parentRefId: string | null;
    parentRefType: CommentRefType | null;
  },
  lookups: readonly CommentTargetLookup[],
): Promise<Comment> {
  const match = (await resolveReference(tx, user.tenantId, body.refId, lookups)).find(
    (r) => r.refType === body.refType,
  );
  if (!match) throw notFound(COMMENT_REFERENCE_NOT_FOUND);
  if (body.parentRefId !== null && match.parentRefId !== null && body.parentRefId !== match.parentRefId)
    throw badRequest(`The parent reference of this ${match.refType} is ${match.parentRefId}.`);
  if (body.parentRefType !== null && body.parentRefType !== match.parentRefType)
    throw badRequest(`The parent reference type of ${match.refType} is ${match.parentRefType ?? 'none'}.`);
  const [row] = await tx
    .insert(comments)
    .values({
      tenantId: user.tenantId,
      comment: body.comment,
      refId: body.refId,
      refType: match.refType,
      parentRefId: match.parentRefId,
      parentRefType: match.parentRefType,
      createdUserId: user.userId,
      createdUserName: user.userName,
      createdUserInitials: user.userInitials,
    })
    .returning(columns);
  return asComment(row!);
}

async function ownComment(tx: Tx, user: SessionUser, id: string) {
  const [row] = await tx
    .select(columns)
    .from(comments)
    .where(and(eq(comments.tenantId, user.tenantId), eq(comments.id, id)))
    .for('update');
  if (!row) throw notFound(`Comment ${id} not found`);
  if (row.createdUserId !== user.userId) throw forbidden(COMMENT_AUTHOR_ONLY);
  return row;
}

/** PUT /comments/{id}: the author only; the text changes, dbVersion guards. */
export async function updateComment(
  tx: Tx,
  user: SessionUser,
  id: string,
  body: { comment: string; dbVersion: number },
): Promise<Comment> {
  const row = await ownComment(tx, user, id);
  if (row.dbVersion !== body.dbVersion) throw conflict(COMMENT_CHANGED_BY_SOMEONE_ELSE);
  const [updated] = await tx
    .update(comments)
    .set({ comment: body.comment, dbVersion: sql`${comments.dbVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(comments.tenantId, user.tenantId), eq(comments.id, id)))
    .returning(columns);
  return asComment(updated!);
}

/** DELETE /comments/{id}: the author only. */
export async function deleteComment(tx: Tx, user: SessionUser, id: string): Promise<void> {
  await ownComment(tx, user, id);
  await tx.delete(comments).where(and(eq(comments.tenantId, user.tenantId), eq(comments.id, id)));
}

/**
 * Deletes the comments on the given records and those filed under them (parentRefId): the owning area calls it in
 * the transaction that deletes the records, since the polymorphic reference has no foreign key to cascade.
 */
export async function deleteCommentsAbout(
  tx: Tx,
  tenantId: string,
  refIds: readonly string[],
): Promise<void> {
  if (!refIds.length) return;
  await tx
    .delete(comments)
    .where(
      and(
        eq(comments.tenantId, tenantId),
        or(inArray(comments.refId, [...refIds]), inArray(comments.parentRefId, [...refIds])),
      ),
    );
}
