interface PgLikeError {
  code?: unknown;
}

const PG_CODE = /^\d{2}[0-9A-Z]{3}$/;

/** The PostgreSQL SQLSTATE of the error or of the first error in its cause chain (drivers and drizzle wrap). */
export function postgresCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as PgLikeError).code;
    if (typeof code === 'string' && PG_CODE.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A unique index refused the row (23505). Repositories check names first for a precise message, but the index
 * is the real guard when two writers save at once; this lets them turn its violation into the same message.
 */
export const isUniqueViolation = (error: unknown): boolean => postgresCode(error) === '23505';
