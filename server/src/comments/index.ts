import type { AnyRoute } from '../http/route';
import { commentsRoutes } from './comments.routes';
import type { CommentTargetLookup } from './targets';

/**
 * The suite's one comments module (spec 3 §7): on processes and their blocks, impacts and impact analyses. What a
 * commented id is comes from the area that owns it (`lookups`, wired in route-table.ts).
 */
export const commentsAreaRoutes = (lookups: readonly CommentTargetLookup[]): AnyRoute[] =>
  commentsRoutes(lookups);
export type { CommentTarget, CommentTargetLookup } from './targets';
export { deleteCommentsAbout } from './comments.repository';
