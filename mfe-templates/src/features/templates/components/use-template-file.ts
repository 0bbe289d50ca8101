import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createStorage,
  deleteStorage,
  downloadStorageContent,
  storageKeys,
  uploadStorageContent,
  useStorages,
  type FileStorage,
} from '@qms/shared-api';

/** The Uploaded Template of a version: file storage with artifact type TEMPLATE, storage type TEMPLATE_VERSION. */
export function useTemplateFile(versionId: string) {
  const storages = useStorages('TEMPLATE', versionId);
  const file = (storages.data ?? []).find(
    (s) => s.fileStorageType === 'TEMPLATE_VERSION' && s.originalFilename,
  );
  return { storages, file };
}

/**
 * Uploads (or replaces) the template's file: creates the record, sends the file, then removes the records of the
 * previous file. A refused file (413 too large, 415 type) leaves no empty record and keeps the previous file.
 */
export function useUploadTemplateFile(versionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, previous }: { file: File; previous: readonly FileStorage[] }) => {
      const storage = await createStorage({
        artifactType: 'TEMPLATE',
        artifactVersionId: versionId,
        fileStorageType: 'TEMPLATE_VERSION',
        name: file.name,
      });
      try {
        await uploadStorageContent(storage.id, file, file.name);
      } catch (error) {
        await deleteStorage(storage.id).catch(() => undefined);
        throw error;
      }
      for (const old of previous) await deleteStorage(old.id);
    },
    onSettled: () => client.invalidateQueries({ queryKey: storageKeys.all }),
  });
}

/** Saves the stored file under its original name (the bytes as stored: byte-identical). */
export async function saveTemplateFile(storage: FileStorage): Promise<void> {
  const { blob, fileName } = await downloadStorageContent(storage.id);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = storage.originalFilename ?? fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
