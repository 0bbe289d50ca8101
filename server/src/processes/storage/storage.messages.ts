// The feature's user-facing messages (errorMessage texts), in one place per feature.

/** The 415 errorMessage for any other Uploaded Template (server-side; the snackbar shows it as the detail). */
export const STORAGE_TEMPLATE_OFFICE_OR_PDF_ONLY =
  'Only office documents (Word, Excel, PowerPoint, OpenDocument, RTF) and PDF files can be uploaded as a template.';
