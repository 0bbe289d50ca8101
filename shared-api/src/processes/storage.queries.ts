import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { apiFetch, apiJson, apiVoid } from '../client/http';
import { sopsKeys } from './sops.queries';
import {
  ORIGINAL_FILENAME_HEADER,
  FileStorage,
  STORAGE_DEFAULT_FILENAME,
  STORAGE_FILE_FIELD,
  StorageList,
  type StorageArtifactType,
  type StorageCreate,
} from './storage.contract';

const enc = encodeURIComponent;
export const storageKeys = {
  all: ['storage'] as const,
  list: (artifactType: StorageArtifactType, artifactVersionId: string) =>
    [...storageKeys.all, artifactType, artifactVersionId] as const,
};

/** GET /qms-api/storage?artifact-type=…&artifact-id={versionId} */
export function storagesQueryOptions(artifactType: StorageArtifactType, artifactVersionId: string) {
  return queryOptions({
    queryKey: storageKeys.list(artifactType, artifactVersionId),
    queryFn: ({ signal }) =>
      apiJson(StorageList, '/qms-api/storage', {
        signal,
        query: { 'artifact-type': artifactType, 'artifact-id': artifactVersionId },
      }),
  });
}
export const useStorages = (
  artifactType: StorageArtifactType,
  artifactVersionId: string,
): UseQueryResult<FileStorage[]> =>
  useQuery({ ...storagesQueryOptions(artifactType, artifactVersionId), enabled: !!artifactVersionId });

export const createStorage = (body: StorageCreate) =>
  apiJson(FileStorage, '/qms-api/storage', { method: 'POST', body });
export const deleteStorage = (id: string) => apiVoid(`/qms-api/storage/${enc(id)}`, { method: 'DELETE' });
/** POST /qms-api/storage/{id}/content, multipart field 'file'. */
export function uploadStorageContent(id: string, file: Blob, fileName?: string): Promise<FileStorage> {
  const form = new FormData();
  form.append(
    STORAGE_FILE_FIELD,
    file,
    fileName ?? (file instanceof File ? file.name : STORAGE_DEFAULT_FILENAME),
  );
  return apiJson(FileStorage, `/qms-api/storage/${enc(id)}/content`, { method: 'POST', body: form });
}

/** GET /qms-api/storage/{id}/content: the blob with the original file name (default 'file') and content type. */
export async function downloadStorageContent(
  id: string,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string; contentType: string }> {
  const response = await apiFetch(`/qms-api/storage/${enc(id)}/content`, { signal });
  const header = response.headers.get(ORIGINAL_FILENAME_HEADER);
  let fileName = STORAGE_DEFAULT_FILENAME;
  if (header) {
    try {
      fileName = decodeURIComponent(header);
    } catch {
      fileName = header;
    }
  }
  const blob = await response.blob();
  return { blob, fileName, contentType: response.headers.get('content-type') ?? blob.type };
}

/** Storage changes also change the process (sopAsPdf), so both areas' queries reload. */
function useStorageMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: storageKeys.all });
      await client.invalidateQueries({ queryKey: sopsKeys.all });
    },
  });
}
export const useCreateStorage = () => useStorageMutation((body: StorageCreate) => createStorage(body));
export const useUploadStorageContent = () =>
  useStorageMutation((v: { id: string; file: Blob; fileName?: string }) =>
    uploadStorageContent(v.id, v.file, v.fileName),
  );
export const useDeleteStorage = () => useStorageMutation((id: string) => deleteStorage(id));
