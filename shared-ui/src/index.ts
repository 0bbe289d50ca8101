// The table lives in its own entry, '@qms/shared-ui/table', so the shell's first load does not carry
// mantine-react-table: only the areas that show tables fetch it.
export { notify } from './notify/notify';
export * from './theme';
export * from './notify/Snackbar';
export * from './notify/useNotifyQueryError';
export * from './remote';
export * from './spa';
export * from './dialogs';
export { fieldErrorsOf, type FieldErrors } from './dialogs/field-errors';
export * from './layout/PageTitle';
export * from './comments/CommentsWidget';
export * from './text/plain-text';
export * from './download/save-blob';
export * from './signature';
export * from './change-control';
export * from './selectors';
