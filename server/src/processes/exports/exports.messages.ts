// The feature's user-facing messages (errorMessage texts), in one place per feature.

export const NO_STORED_PDF = 'This process is stored as a PDF, but no PDF has been uploaded yet.';

export const COPY_OF_PDF_PROCESS =
  'A process stored as a PDF can not be copied; download its PDF and upload it to a new process.';

/** The controlled copy's Signatures section of a version nobody has signed. */
export const NO_SIGNATURES = 'No signatures: this version has not been signed.';
