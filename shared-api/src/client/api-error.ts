/** Thrown by the typed client for every failed call; carries the server's errorMessage when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    /** the server's `errorMessage`, if the body had one */
    readonly errorMessage: string | undefined,
    readonly url: string,
  ) {
    super(errorMessage ?? `HTTP ${status} for ${url}`);
  }
}

/** The snackbar's detail line (spec 1 §8): the server's errorMessage if present, else error name and message. */
export function errorDetail(error: unknown): string {
  if (error instanceof ApiError && error.errorMessage) return error.errorMessage;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
