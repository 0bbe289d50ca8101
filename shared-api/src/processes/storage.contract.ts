import { z } from 'zod';

export const StorageArtifactType = z.enum(['SOP', 'TEMPLATE']);
export type StorageArtifactType = z.infer<typeof StorageArtifactType>;
const FileStorageType = z.enum(['SOP_AS_PDF', 'TEMPLATE_VERSION']);
type FileStorageType = z.infer<typeof FileStorageType>;

/** A stored file's record (spec 1 §3 File storage); `artifactVersionId` is a process or template VERSION id. */
export const FileStorage = z.object({
  id: z.string(),
  dbVersion: z.number().int().nonnegative(),
  artifactType: StorageArtifactType,
  artifactVersionId: z.string(),
  fileStorageType: FileStorageType,
  name: z.string(),
  /** set by the upload; null before */
  originalFilename: z.string().nullable(),
  contentType: z.string().nullable(),
  size: z.number().int().nonnegative().nullable(),
});
export type FileStorage = z.infer<typeof FileStorage>;
export const StorageList = z.array(FileStorage);

/** POST /qms-api/storage. */
export const StorageCreate = z.object({
  artifactType: StorageArtifactType,
  artifactVersionId: z.uuid('artifactVersionId must be a UUID'),
  fileStorageType: FileStorageType,
  name: z.string().trim().min(1).max(500),
});
export type StorageCreate = z.input<typeof StorageCreate>;

/** GET /qms-api/storage?artifact-type=SOP&artifact-id={versionId}: artifact-id is the VERSION id. */
export const StorageListQuery = z.object({
  'artifact-type': StorageArtifactType,
  'artifact-id': z.uuid('artifact-id must be a UUID (the version id)'),
});
export const StorageIdParams = z.object({ id: z.uuid('Storage id must be a UUID') });

/** The multipart field of POST /qms-api/storage/{id}/content. */
export const STORAGE_FILE_FIELD = 'file';
/** Response header of GET /qms-api/storage/{id}/content; the client's fallback name is 'file'. */
export const ORIGINAL_FILENAME_HEADER = 'original-filename';
export const STORAGE_DEFAULT_FILENAME = 'file';

export const STORAGE_PDF_ONLY = 'Only PDF files can be stored as the PDF of a process.';
export const STORAGE_NO_FILE = "The upload has no file in the multipart field 'file'.";
export const STORAGE_NO_CONTENT = 'No file has been uploaded to this storage yet.';
// the words live with the other limits' (common/text-limit.ts); re-exported here where storage always found them
export { storageTooLargeMessage } from '../common/text-limit';
