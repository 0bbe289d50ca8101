import type { Readable } from 'node:stream';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/tenant';
import { fileStorages } from '../schema';
import { notFound } from '../../http/errors';
import { contentStore } from '../storage/storage.files';
import { NO_STORED_PDF } from './exports.messages';

/** The uploaded PDF of a process stored as a PDF (sopAsPdf): its export is that document itself. */
export async function storedProcessPdf(tx: Tx, tenantId: string, versionId: string): Promise<Readable> {
  const [row] = await tx
    .select({ id: fileStorages.id, sha256: fileStorages.sha256 })
    .from(fileStorages)
    .where(
      and(
        eq(fileStorages.tenantId, tenantId),
        eq(fileStorages.artifactType, 'SOP'),
        eq(fileStorages.fileStorageType, 'SOP_AS_PDF'),
        eq(fileStorages.artifactVersionId, versionId),
        isNotNull(fileStorages.sha256),
      ),
    )
    .orderBy(desc(fileStorages.createdAt))
    .limit(1);
  if (!row?.sha256) throw notFound(NO_STORED_PDF);
  const store = contentStore();
  if (!(await store.locate(tx, tenantId, row.sha256)))
    throw new Error(`the content of file storage ${row.id} is missing`);
  // streamed after the transaction (content-store.ts)
  return store.open(tenantId, row.sha256);
}
