export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { FormDialog, DISCARD_QUESTION, type FormDialogProps, type FormFields } from './FormDialog';
export { fieldErrorsOf, type FieldErrors, type SafeParser } from './field-errors';
