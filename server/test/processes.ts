import { api } from './api';
import type { SessionUser, SopDetailResponse } from '@qms/shared-api/contract';
import type { TestContext } from './helpers';

/** Creates a process through the API and returns its detail. */
export async function newProcess(
  t: TestContext,
  admin: SessionUser,
  body: Record<string, unknown> = {},
): Promise<SopDetailResponse> {
  const response = await api(t, admin, 'POST', '/sops', { name: 'Purchasing', ...body });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json() as SopDetailResponse;
}

export const versionUrl = (sop: SopDetailResponse) =>
  `/sops/${sop.sopArtifact.artifactId}/versions/${sop.sop.versionId}`;
