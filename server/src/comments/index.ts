import { commentsRoutes } from './comments.routes';

/** The suite's one comments module (spec 3 §7): process blocks and processes here, impacts in the impact area. */
export const commentsAreaRoutes = [...commentsRoutes];
export { deleteCommentsAbout } from './comments.repository';
