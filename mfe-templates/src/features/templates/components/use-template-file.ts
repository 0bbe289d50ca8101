import { downloadStorageContent, useStorages, type FileStorage } from '@qms/shared-api';
import { saveBlob } from '@qms/shared-ui';

/** The Uploaded Template of a version: file storage with artifact type TEMPLATE, storage type TEMPLATE_VERSION. */
export function useTemplateFile(versionId: string) {
  const storages = useStorages('TEMPLATE', versionId);
  const file = (storages.data ?? []).find(
    (s) => s.fileStorageType === 'TEMPLATE_VERSION' && s.originalFilename,
  );
  return { storages, file };
}

/** Saves the stored file under its original name (the bytes as stored: byte-identical). */
export async function saveTemplateFile(storage: FileStorage): Promise<void> {
  const { blob, fileName } = await downloadStorageContent(storage.id);
  saveBlob(blob, storage.originalFilename ?? fileName);
}
