/** The server's 413 for a body over a route's byte limit, and the browser's when it finds the same before sending. */
export const REQUEST_BODY_TOO_LARGE = 'The request body is too large.';

/** A zod issue as far as the message needs it (zod's own `$ZodIssue` and plain objects both fit). */
interface ValidationIssue {
  path: readonly PropertyKey[];
  message: string;
}

const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized)/;

/**
 * The ONE rendering of a validation failure as a line of text, used by the server's error handler and by the
 * browser mock: the first issue; the contract's own messages ('Minimum 1 character') are shown as they are,
 * because the spec makes them acceptance criteria; zod's generic ones get the field path in front
 * ('dbVersion: Invalid input: expected number, received undefined').
 */
export function validationMessage(error: { issues: readonly ValidationIssue[] }): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  const where = issue.path.map(String).join('.');
  return where && ZOD_DEFAULT_MESSAGE.test(issue.message) ? `${where}: ${issue.message}` : issue.message;
}
