import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, INVALID_RESET_LINK } from './password-reset';

// Input caps of the identity endpoints: anything longer is refused with a 400 before it reaches the database
// (a 5,000-character user name used to fail as a btree key, 500) or the password hash.
export const MAX_EMAIL_LENGTH = 320;
export const MAX_PASSWORD_LENGTH = 1024;
/** our JWTs are under 2 KiB; a Keycloak-issued one with many roles stays far below this */
export const MAX_JWT_LENGTH = 8192;
const MAX_CLIENT_ID_LENGTH = 255;
const MAX_GRANT_TYPE_LENGTH = 64;
const MAX_SCOPE_LENGTH = 1024;
const MAX_URI_LENGTH = 2048;
const MAX_STATE_LENGTH = 1024;
/** reset tokens are 43 base64url characters */
const MAX_RESET_TOKEN_LENGTH = 256;

export const PASSWORD_TOO_LONG = `The password must have at most ${MAX_PASSWORD_LENGTH} characters.`;
export const EMAIL_REQUIRED = 'An e-mail address is required.';
export const EMAIL_TOO_LONG = `The e-mail address must have at most ${MAX_EMAIL_LENGTH} characters.`;

/** A form or query parameter: a repeated (array) or empty parameter counts as absent, as it always did. */
const param = (name: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value !== '' ? value : undefined),
    z.string().max(max, `Parameter too long: ${name}`).optional(),
  );

/** The token endpoint's form (password and refresh_token grants). */
export const TokenForm = z.object({
  grant_type: param('grant_type', MAX_GRANT_TYPE_LENGTH),
  client_id: param('client_id', MAX_CLIENT_ID_LENGTH),
  username: param('username', MAX_EMAIL_LENGTH),
  password: param('password', MAX_PASSWORD_LENGTH),
  scope: param('scope', MAX_SCOPE_LENGTH),
  refresh_token: param('refresh_token', MAX_JWT_LENGTH),
});
export type TokenForm = z.infer<typeof TokenForm>;

/** POST logout (keycloak-js and the shell). */
export const LogoutForm = z.object({
  client_id: param('client_id', MAX_CLIENT_ID_LENGTH),
  refresh_token: param('refresh_token', MAX_JWT_LENGTH),
});

/** GET logout (keycloak-js's browser redirect). */
export const LogoutQuery = z.object({
  id_token_hint: param('id_token_hint', MAX_JWT_LENGTH),
  post_logout_redirect_uri: param('post_logout_redirect_uri', MAX_URI_LENGTH),
  state: param('state', MAX_STATE_LENGTH),
});

export const BearerToken = z.string().min(1).max(MAX_JWT_LENGTH);

/** The body of a reset request; the messages are the answers' `errorMessage`. */
export const ResetRequestBody = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED })
    .max(MAX_EMAIL_LENGTH, EMAIL_TOO_LONG)
    .refine((email) => email.trim() !== '', EMAIL_REQUIRED),
});

export const ResetConfirmBody = z.object({
  token: z
    .string({ error: INVALID_RESET_LINK })
    .min(1, INVALID_RESET_LINK)
    .max(MAX_RESET_TOKEN_LENGTH, INVALID_RESET_LINK),
  password: z
    .string({ error: PASSWORD_TOO_SHORT })
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG),
});

/** Parses a body that may be missing or not an object (a JSON array, a string) as an empty object. */
export const objectOf = (body: unknown): Record<string, unknown> =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
