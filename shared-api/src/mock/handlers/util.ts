import { HttpResponse } from 'msw';
import { ADMIN_REQUIRED, AUTHENTICATION_REQUIRED, isQmsAdmin } from '../../platform/contract';
import { getMockRole } from '../db';

export { validationMessage } from '../../common/validation';

/** Paths match on any origin: the shell, a remote's dev server and Jest's http://localhost all hit the same mock. */
export const qms = (path: string): string => `*/qms-api${path}`;
export const sr = (path: string): string => `*/sr-api${path}`;

/** Every non-2xx answer has the server's shape: `{ errorMessage }`. */
export function errorResponse(status: number, errorMessage: string): Response {
  return HttpResponse.json({ errorMessage }, { status });
}

export function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function requestIsAdmin(request: Request): boolean {
  const forced = getMockRole();
  if (forced) return forced === 'admin';
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  const claims = token ? decodeJwtPayload(token) : undefined;
  const roles = (claims?.realm_access as { roles?: unknown } | undefined)?.roles;
  if (!Array.isArray(roles)) return true;
  return isQmsAdmin({ roles: roles.filter((r): r is string => typeof r === 'string') });
}

function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
}

/** Mirrors the server: every API call needs a bearer token (401). Returns the answer to send, or undefined. */
export function requireToken(request: Request): Response | undefined {
  return bearerToken(request) ? undefined : errorResponse(401, AUTHENTICATION_REQUIRED);
}

/** Mirrors the server's checks on writes: 401 without a token, 403 for a viewer. The answer to send, or undefined. */
export function forbidViewer(request: Request): Response | undefined {
  return requireToken(request) ?? (requestIsAdmin(request) ? undefined : errorResponse(403, ADMIN_REQUIRED));
}

export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}
