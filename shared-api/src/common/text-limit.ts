// The words for a length or size limit, written once: the contract's schemas give them to the server's 400 and 413,
// and the screens show the same words before a request is sent (ADR 0204).

/** A text field's limit, as the field shows it and the server answers it: 'Maximum 10,000 characters'. */
export const maxCharacters = (max: number): string => `Maximum ${max.toLocaleString('en-US')} characters`;

/**
 * A route's byte limit on its request body and the words of its 413: the server's route is declared with it and the
 * browser checks a body against it before sending (ADR 0204).
 */
export interface BodyLimit {
  maxBytes: number;
  message: string;
}

/** An upload or request body over its byte limit (413), in whole MB as the screens name the limit. */
export const storageTooLargeMessage = (maxBytes: number): string =>
  `The file is too large. The maximum size is ${Math.floor(maxBytes / (1024 * 1024))} MB.`;
