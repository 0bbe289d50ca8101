import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createStorage, deleteStorage, sopsKeys, storageKeys, uploadStorageContent } from '@qms/shared-api';

/**
 * Upload of a process's PDF: creates the SOP_AS_PDF storage record, then sends the file. A refused file (415 not a
 * PDF, 413 too large) leaves no empty record behind: the record is deleted again and the server's error is shown.
 */
export function useUploadProcessPdf(versionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const storage = await createStorage({
        artifactType: 'SOP',
        artifactVersionId: versionId,
        fileStorageType: 'SOP_AS_PDF',
        name: file.name,
      });
      try {
        return await uploadStorageContent(storage.id, file, file.name);
      } catch (error) {
        await deleteStorage(storage.id).catch(() => undefined);
        throw error;
      }
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: storageKeys.all });
      await client.invalidateQueries({ queryKey: sopsKeys.all });
    },
  });
}
