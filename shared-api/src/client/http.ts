import type { z } from 'zod';
import type { BodyLimit } from '../common/text-limit';
import { validationMessage } from '../common/validation';
import { ApiError } from './api-error';
import { sessionStore } from './session-store';

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The route's byte limit (its server bodyLimit): a body over it is not sent but thrown as the server would answer
   * it (413 with this message), so a screen never sends what it knows will be refused (ADR 0204).
   */
  bodyLimit?: BodyLimit;
  /**
   * The path's parameters and the route's schema for them (the contract's `…Params`): values it would refuse (an id
   * from a mistyped or cut-off link that is no UUID) are not sent but thrown as the server's 400 (ADR 0204).
   */
  params?: { schema: z.ZodType; values: Record<string, unknown> };
}

/** The body's size on the wire: UTF-8 bytes for text (not string length), a Blob's size; FormData is not judged. */
function bodyBytes(body: BodyInit): number | undefined {
  if (typeof body === 'string') return new TextEncoder().encode(body).length;
  if (body instanceof Blob) return body.size;
  return undefined;
}

/** Base URL of the APIs; same origin in production, overridable for tests. */
let baseUrl = '';
export function setApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/$/, '');
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${baseUrl}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** fetch with the session's bearer token; non-2xx answers become an ApiError with the server's errorMessage. */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  if (options.params) {
    const checked = options.params.schema.safeParse(options.params.values);
    if (!checked.success)
      throw new ApiError(400, validationMessage(checked.error), buildUrl(path, options.query));
  }
  const session = sessionStore.get();
  const headers: Record<string, string> = { ...options.headers };
  if (session) headers.authorization = `Bearer ${await session.getToken()}`;
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (
      typeof options.body === 'string' ||
      options.body instanceof Blob ||
      options.body instanceof FormData
    ) {
      body = options.body as BodyInit;
      if (typeof options.body === 'string') headers['content-type'] ??= 'text/plain; charset=utf-8';
    } else {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
  }
  const url = buildUrl(path, options.query);
  if (body !== undefined && options.bodyLimit) {
    const bytes = bodyBytes(body);
    if (bytes !== undefined && bytes > options.bodyLimit.maxBytes) {
      throw new ApiError(413, options.bodyLimit.message, url);
    }
  }
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
  });
  if (!response.ok) {
    let errorMessage: string | undefined;
    try {
      const data = (await response.json()) as { errorMessage?: unknown };
      if (typeof data.errorMessage === 'string') errorMessage = data.errorMessage;
    } catch {
      // body was not JSON: keep the status only
    }
    // the server ended the session (a disabled user, a revoked session): let the session owner find out
    if (response.status === 401) session?.onUnauthorized?.();
    throw new ApiError(response.status, errorMessage, url);
  }
  return response;
}

/** JSON call validated against the shared contract, so a drifting server fails loudly instead of rendering junk. */
export async function apiJson<S extends z.ZodType>(
  schema: S,
  path: string,
  options?: RequestOptions,
): Promise<z.infer<S>> {
  const response = await apiFetch(path, options);
  return schema.parse(await response.json());
}

/** A call whose answer has no body we care about (204 or ignored). */
export async function apiVoid(path: string, options?: RequestOptions): Promise<void> {
  const response = await apiFetch(path, options);
  // read to the end all the same: Chromium keeps a fetch whose body is never read open, so the page never got
  // network-idle (GET /qms-api/users/sync after each sign-in; issue 8 bench, /roles "not idle after 30 s")
  await response.arrayBuffer();
}
