import { z } from 'zod';
import { maxCharacters } from '../common/text-limit';

/** What a comment is about (spec 3 §3); the suite's one comments module serves every area. */
export const CommentRefType = z.enum(['SOP_ARTIFACT', 'SOP_BLOCK_ARTIFACT', 'IMPACT', 'IMPACT_ANALYSIS']);
export type CommentRefType = z.infer<typeof CommentRefType>;

/** Comment texts are plain text: render them as text, never as HTML. */
export const Comment = z.object({
  id: z.string(),
  comment: z.string(),
  refId: z.string(),
  refType: CommentRefType,
  parentRefId: z.string().nullable(),
  parentRefType: CommentRefType.nullable(),
  createdUserId: z.string(),
  createdUserName: z.string(),
  createdUserInitials: z.string(),
  createdAt: z.string(),
  dbVersion: z.number().int().nonnegative(),
});
export type Comment = z.infer<typeof Comment>;
export const CommentList = z.array(Comment);

export const UNSPECIFIC_REFERENCE = 'Can not create comment for unspecific reference';
/** The longest comment (characters, after trimming). */
export const COMMENT_MAX = 20_000;

/** POST /qms-api/comments. A block comment: refType SOP_BLOCK_ARTIFACT, parentRefType SOP_ARTIFACT. */
export const CommentCreate = z.object({
  comment: z.string().trim().min(1, 'Comment must not be empty').max(COMMENT_MAX, maxCharacters(COMMENT_MAX)),
  refId: z.string(UNSPECIFIC_REFERENCE).trim().min(1, UNSPECIFIC_REFERENCE).max(200),
  refType: CommentRefType.nullish().refine((t) => !!t, UNSPECIFIC_REFERENCE),
  parentRefId: z.string().max(200).nullable().default(null),
  parentRefType: CommentRefType.nullable().default(null),
});
export type CommentCreate = z.input<typeof CommentCreate>;

/** PUT /qms-api/comments/{id} with the full comment: only `comment` changes; `dbVersion` guards the update. */
export const CommentUpdate = z.object({
  comment: z.string().trim().min(1, 'Comment must not be empty').max(COMMENT_MAX, maxCharacters(COMMENT_MAX)),
  dbVersion: z.number().int().nonnegative(),
});
export type CommentUpdate = z.input<typeof CommentUpdate>;

/** GET /qms-api/comments/{refId}/children-comment-count: child refId → number of comments. */
export const ChildrenCommentCount = z.record(z.string(), z.number().int().nonnegative());
export type ChildrenCommentCount = z.infer<typeof ChildrenCommentCount>;

export const CommentIdParams = z.object({ id: z.uuid('Comment id must be a UUID') });
export const CommentRefParams = z.object({ refId: z.string().min(1).max(200) });

export const COMMENT_AUTHOR_ONLY = 'Only the author may edit or delete a comment.';
export const COMMENT_CHANGED_BY_SOMEONE_ELSE =
  'This comment was changed in the meantime. Reload to see the change.';
export const COMMENT_REFERENCE_NOT_FOUND = 'The commented item does not exist.';
