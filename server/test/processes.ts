import { api } from './api';
import type { FileStorage, SessionUser, SopDetailResponse } from '@qms/shared-api/contract';
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

/** Creates the file storage for a process's PDF (SOP_AS_PDF) on its version, through the API. */
export async function newPdfStorage(
  t: TestContext,
  admin: SessionUser,
  sop: SopDetailResponse,
): Promise<FileStorage> {
  const response = await api(t, admin, 'POST', '/storage', {
    artifactType: 'SOP',
    artifactVersionId: sop.sop.versionId,
    fileStorageType: 'SOP_AS_PDF',
    name: 'Process as PDF',
  });
  if (response.statusCode !== 201) throw new Error(`storage failed: ${response.statusCode} ${response.body}`);
  return response.json() as FileStorage;
}
