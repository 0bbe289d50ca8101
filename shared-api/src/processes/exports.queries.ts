import { apiFetch, apiJson } from '../client/http';
import { useSopsMutation, sopVersionPath } from './sops.queries';
import { SopDetailResponse } from './sops.contract';

export type ProcessExportKind = 'pdf' | 'html' | 'csv';

const enc = encodeURIComponent;
/** The export paths of spec 1 §7 (the CSV is the by-version-id read with Accept text/csv). */
const processExportPath = (versionId: string, kind: ProcessExportKind): string =>
  kind === 'csv'
    ? `/qms-api/sops/by-version-id/${enc(versionId)}`
    : `/qms-api/sops/v/${enc(versionId)}/${kind}`;

/** GET an export of a process version as a Blob (the bearer token travels, so no plain link can do it). */
export async function fetchProcessExport(versionId: string, kind: ProcessExportKind): Promise<Blob> {
  const response = await apiFetch(processExportPath(versionId, kind), {
    headers: { accept: kind === 'csv' ? 'text/csv' : kind === 'pdf' ? 'application/pdf' : 'text/html' },
  });
  return response.blob();
}

/** POST …/versions/{versionId}/copy: the new process (V1 DRAFT). */
const copyProcess = (artifactId: string, versionId: string) =>
  apiJson(SopDetailResponse, `${sopVersionPath(artifactId, versionId)}/copy`, { method: 'POST' });

export const useCopyProcess = () =>
  useSopsMutation((v: { artifactId: string; versionId: string }) => copyProcess(v.artifactId, v.versionId));
