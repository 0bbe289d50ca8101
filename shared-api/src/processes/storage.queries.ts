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
const storageKeys = {
  all: ['storage'] as const,
  list: (artifactType: StorageArtifactType, artifactVersionId: string) =>
    [...storageKeys.all, artifactType, artifactVersionId] as const,
};

/** GET /qms-api/storage?artifact-type=…&artifact-id={versionId} */
function storagesQueryOptions(artifactType: StorageArtifactType, artifactVersionId: string) {
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

const createStorage = (body: StorageCreate) =>
  apiJson(FileStorage, '/qms-api/storage', { method: 'POST', body });
const deleteStorage = (id: string) => apiVoid(`/qms-api/storage/${enc(id)}`, { method: 'DELETE' });
/** POST /qms-api/storage/{id}/content, multipart field 'file'. */
function uploadStorageContent(id: string, file: Blob, fileName?: string): Promise<FileStorage> {
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
export const useDeleteStorage = () => useStorageMutation((id: string) => deleteStorage(id));

/**
 * Creates the storage record, then sends the file. A refused file (413 too large, 415 wrong type) leaves no empty
 * record behind: the record is deleted again and the server's error is thrown.
 */
async function storeFile(body: StorageCreate, file: File): Promise<FileStorage> {
  const storage = await createStorage(body);
  try {
    return await uploadStorageContent(storage.id, file, file.name);
  } catch (error) {
    await deleteStorage(storage.id).catch(() => undefined);
    throw error;
  }
}

/** Upload of a process version's PDF (its SOP_AS_PDF record, spec 1 §7). */
export const useUploadProcessPdf = (versionId: string) =>
  useStorageMutation((file: File) =>
    storeFile(
      { artifactType: 'SOP', artifactVersionId: versionId, fileStorageType: 'SOP_AS_PDF', name: file.name },
      file,
    ),
  );

/** Uploads (or replaces) a template version's file; the previous file's records go only once the new one is kept. */
export const useUploadTemplateFile = (versionId: string) =>
  useStorageMutation(async ({ file, previous }: { file: File; previous: readonly FileStorage[] }) => {
    await storeFile(
      {
        artifactType: 'TEMPLATE',
        artifactVersionId: versionId,
        fileStorageType: 'TEMPLATE_VERSION',
        name: file.name,
      },
      file,
    );
    for (const old of previous) await deleteStorage(old.id);
  });

/** A stored file's content; a new upload is a new storage id (or dbVersion), so the key changes and it reloads. */
export const useStorageContent = (storage: Pick<FileStorage, 'id' | 'dbVersion'>): UseQueryResult<Blob> =>
  useQuery({
    queryKey: [...storageKeys.all, 'content', storage.id, storage.dbVersion],
    queryFn: async ({ signal }) => (await downloadStorageContent(storage.id, signal)).blob,
    staleTime: Infinity,
  });
