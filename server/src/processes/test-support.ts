import type { LightMyRequestResponse } from 'fastify';
import type { SessionUser, SopDetailResponse } from '@qms/shared-api/contract';
import type { TestContext } from '../test/helpers';

/** JSON call as a user (tests of the processes area). */
export async function call(
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

/** Creates a process through the API and returns its detail. */
export async function newProcess(
  t: TestContext,
  admin: SessionUser,
  body: Record<string, unknown> = {},
): Promise<SopDetailResponse> {
  const response = await call(t, admin, 'POST', '/sops', { name: 'Purchasing', ...body });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json() as SopDetailResponse;
}

export const versionUrl = (sop: SopDetailResponse) =>
  `/sops/${sop.sopArtifact.artifactId}/versions/${sop.sop.versionId}`;
