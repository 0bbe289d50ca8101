import { ADMIN_REQUIRED } from '@qms/shared-api/contract';

/** An expected failure with the status and message the client should see (`{ errorMessage }`). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);

// the contract's message, so the browser mock answers a viewer's write in the same words
export { ADMIN_REQUIRED };
export const INTERNAL_ERROR = 'An unexpected error occurred. Please try again later.';
