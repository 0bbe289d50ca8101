import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { ApiError } from '../client/api-error';
import { apiFetch, apiJson, apiVoid } from '../client/http';
import { STORAGE_INSPECT_BYTES, STORAGE_LIMITS_PATH, StorageLimits, uploadRefusal } from './storage-content';
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
function useStorageMutation<V, R>(fn: (v: V, client: QueryClient) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => fn(v, client),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: storageKeys.all });
      await client.invalidateQueries({ queryKey: sopsKeys.all });
    },
  });
}
export const useDeleteStorage = () => useStorageMutation((id: string) => deleteStorage(id));

/** The server's upload limit, asked once per session (it changes only with the server's configuration). */
const fetchLimits = (client: QueryClient) =>
  client.fetchQuery({
    queryKey: ['storage-limits'],
    queryFn: ({ signal }) => apiJson(StorageLimits, STORAGE_LIMITS_PATH, { signal }),
    staleTime: Infinity,
  });

/**
 * Checks the file as the server would (size, then type by its first bytes: storage-content.ts), so a file it would
 * refuse is not sent at all: thrown as the server's answer (413 or 415 with its errorMessage), before any request.
 */
async function checkUpload(
  client: QueryClient,
  kind: StorageCreate['fileStorageType'],
  file: File,
): Promise<void> {
  const { maxBytes } = await fetchLimits(client);
  const head = new Uint8Array(await file.slice(0, STORAGE_INSPECT_BYTES).arrayBuffer());
  const refusal = uploadRefusal(kind, head, file.size, maxBytes);
  if (refusal) throw new ApiError(refusal.status, refusal.message, '/qms-api/storage');
}

/**
 * Checks the file, creates the storage record, then sends the file. A file the server still refuses (its limit
 * changed meanwhile) leaves no empty record behind: the record is deleted again and the server's error is thrown.
 */
async function storeFile(client: QueryClient, body: StorageCreate, file: File): Promise<FileStorage> {
  await checkUpload(client, body.fileStorageType, file);
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
  useStorageMutation((file: File, client) =>
    storeFile(
      client,
      { artifactType: 'SOP', artifactVersionId: versionId, fileStorageType: 'SOP_AS_PDF', name: file.name },
      file,
    ),
  );

/** Uploads (or replaces) a template version's file; the previous file's records go only once the new one is kept. */
export const useUploadTemplateFile = (versionId: string) =>
  useStorageMutation(async ({ file, previous }: { file: File; previous: readonly FileStorage[] }, client) => {
    await storeFile(
      client,
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
