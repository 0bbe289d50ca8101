import { UNSPECIFIC_REFERENCE } from './comments.contract';

/** Spec 3 §8 and §5. */
export const COMMENT_MESSAGES = {
  load: 'Comments could not be loaded. Please try again.',
  create: 'Comment could not be created. Please try again.',
  update: 'Comment could not be updated. Please try again.',
  delete: 'Comment could not be deleted. Please try again.',
  confirmDelete: 'Do you like to delete this comment?',
  unspecificReference: UNSPECIFIC_REFERENCE,
} as const;
