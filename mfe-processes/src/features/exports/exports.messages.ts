/**
 * Why a viewer's Copy is disabled (ADR 0057): spec 1 §6 lets viewers copy, but the copy is a new process in the
 * tenant's tree, which only administrators may create and edit.
 */
export const COPY_ADMIN_ONLY =
  'Only administrators can copy a process: the copy is a new draft process in the tree, which only administrators can edit.';
