// The one JSON call and status check of the server's API tests (every area's tests use these two).
import type { LightMyRequestResponse } from 'fastify';
import type { SessionUser } from '@qms/shared-api/contract';
import type { TestContext } from './helpers';

/** JSON call to /qms-api as a user. */
export function api(
  t: TestContext,
  user: SessionUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return t.as(user, {
    method,
    url: `/qms-api${url}`,
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** Asserts the status and answers the JSON body (the body text in the failure message). */
export function expectStatus<T = unknown>(response: LightMyRequestResponse, status: number): T {
  if (response.statusCode !== status)
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  return (response.body ? response.json() : undefined) as T;
}
