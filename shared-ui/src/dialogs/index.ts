export { ConfirmDialog } from './ConfirmDialog';
export { FormDialog, type FormFields } from './FormDialog';
