import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import {
  MUST_BE_DRAFT,
  TEMPLATE_REFUSALS,
  type FileStorage,
  type StorageCreate,
} from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { fileStorages, sopVersions } from '../schema';
import { templateVersionState } from '../../templates/reads';
import { badRequest, conflict, notFound } from '../../http/errors';
import { contentStore } from './storage.files';

export const storageColumns = {
  id: fileStorages.id,
  dbVersion: fileStorages.dbVersion,
  artifactType: fileStorages.artifactType,
  artifactVersionId: fileStorages.artifactVersionId,
  fileStorageType: fileStorages.fileStorageType,
  name: fileStorages.name,
  originalFilename: fileStorages.originalFilename,
  contentType: fileStorages.contentType,
  size: fileStorages.size,
};
type StorageRow = Omit<FileStorage, 'artifactType' | 'fileStorageType'> & {
  artifactType: string;
  fileStorageType: string;
};
const asStorage = (row: StorageRow) => row as FileStorage;
export const storageNotFound = (id: string) => notFound(`File storage ${id} not found`);

export async function listStorages(
  tx: Tx,
  tenantId: string,
  artifactType: string,
  artifactVersionId: string,
): Promise<FileStorage[]> {
  const rows = await tx
    .select(storageColumns)
    .from(fileStorages)
    .where(
      and(
        eq(fileStorages.tenantId, tenantId),
        eq(fileStorages.artifactType, artifactType),
        eq(fileStorages.artifactVersionId, artifactVersionId),
      ),
    )
    .orderBy(asc(fileStorages.createdAt));
  return rows.map(asStorage);
}

/**
 * The process or template version a storage belongs to must exist (404); its files change only while it is a
 * DRAFT (409): a process's uploaded PDF is its content, a template's uploaded file is one of its fields (spec 2 §4).
 */
async function assertTarget(
  tx: Tx,
  tenantId: string,
  artifactType: string,
  versionId: string,
  lock: boolean,
) {
  if (artifactType === 'SOP') {
    const query = tx
      .select({ state: sopVersions.releaseState })
      .from(sopVersions)
      .where(and(eq(sopVersions.tenantId, tenantId), eq(sopVersions.versionId, versionId)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(`Process version ${versionId} not found`);
    if (row.state !== 'DRAFT') throw conflict(MUST_BE_DRAFT);
    return;
  }
  const state = await templateVersionState(tx, tenantId, versionId, lock);
  if (!state) throw notFound(`Template version ${versionId} not found`);
  // spec 2 §4 "Edits are allowed only in DRAFT": the uploaded file is a field of the version like any other, so a
  // version in release or released keeps the file its signatures were given for
  if (state !== 'DRAFT') throw conflict(TEMPLATE_REFUSALS.editOnlyDraft);
}

export async function createStorage(
  tx: Tx,
  tenantId: string,
  body: Required<StorageCreate>,
): Promise<FileStorage> {
  const expected = body.artifactType === 'SOP' ? 'SOP_AS_PDF' : 'TEMPLATE_VERSION';
  if (body.fileStorageType !== expected)
    throw badRequest(
      `A storage of artifact type ${body.artifactType} has the file storage type ${expected}.`,
    );
  await assertTarget(tx, tenantId, body.artifactType, body.artifactVersionId, true);
  const [row] = await tx
    .insert(fileStorages)
    .values({ tenantId, ...body })
    .returning(storageColumns);
  return asStorage(row!);
}

/** The storage row, locked, after checking its target may still change. */
export async function loadStorageForChange(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<FileStorage & { sha256: string | null }> {
  const [row] = await tx
    .select({ ...storageColumns, sha256: fileStorages.sha256 })
    .from(fileStorages)
    .where(and(eq(fileStorages.tenantId, tenantId), eq(fileStorages.id, id)))
    .for('update');
  if (!row) throw storageNotFound(id);
  await assertTarget(tx, tenantId, row.artifactType, row.artifactVersionId, true);
  return row as FileStorage & { sha256: string | null };
}

export async function loadStorageContentRef(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select({ ...storageColumns, sha256: fileStorages.sha256 })
    .from(fileStorages)
    .where(and(eq(fileStorages.tenantId, tenantId), eq(fileStorages.id, id)));
  if (!row) throw storageNotFound(id);
  return row;
}

/** Records the uploaded content; a process's PDF marks the version sopAsPdf. */
export async function recordContent(
  tx: Tx,
  tenantId: string,
  storage: FileStorage & { sha256?: string | null },
  content: { originalFilename: string; contentType: string; size: number; sha256: string },
): Promise<FileStorage> {
  const [row] = await tx
    .update(fileStorages)
    .set({ ...content, dbVersion: sql`${fileStorages.dbVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(fileStorages.tenantId, tenantId), eq(fileStorages.id, storage.id)))
    .returning(storageColumns);
  // the content it named before goes unless another storage names it too
  if (storage.sha256 && storage.sha256 !== content.sha256)
    await contentStore().release(tx, tenantId, [storage.sha256]);
  if (storage.fileStorageType === 'SOP_AS_PDF')
    await setSopAsPdf(tx, tenantId, storage.artifactVersionId, true);
  return asStorage(row!);
}

async function setSopAsPdf(tx: Tx, tenantId: string, versionId: string, value: boolean): Promise<void> {
  await tx
    .update(sopVersions)
    .set({ sopAsPdf: value, dbVersion: sql`${sopVersions.dbVersion} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(sopVersions.tenantId, tenantId),
        eq(sopVersions.versionId, versionId),
        ne(sopVersions.sopAsPdf, value),
      ),
    );
}

/** Deletes the row; the version stays sopAsPdf only while another PDF with content remains. */
export async function deleteStorage(tx: Tx, tenantId: string, id: string): Promise<void> {
  const storage = await loadStorageForChange(tx, tenantId, id);
  await tx.delete(fileStorages).where(and(eq(fileStorages.tenantId, tenantId), eq(fileStorages.id, id)));
  await contentStore().release(tx, tenantId, [storage.sha256]);
  if (storage.fileStorageType !== 'SOP_AS_PDF') return;
  const [other] = await tx
    .select({ id: fileStorages.id })
    .from(fileStorages)
    .where(
      and(
        eq(fileStorages.tenantId, tenantId),
        eq(fileStorages.artifactVersionId, storage.artifactVersionId),
        eq(fileStorages.fileStorageType, 'SOP_AS_PDF'),
        sql`${fileStorages.sha256} is not null`,
      ),
    )
    .limit(1);
  if (!other) await setSopAsPdf(tx, tenantId, storage.artifactVersionId, false);
}

/**
 * Removes the storage rows of a version being deleted (a template DRAFT takes its uploaded file with it) and the
 * contents no other storage names, in the same transaction; returns the removed storages' ids.
 */
export async function deleteStoragesOfVersion(
  tx: Tx,
  tenantId: string,
  artifactType: 'SOP' | 'TEMPLATE',
  versionId: string,
): Promise<string[]> {
  const rows = await tx
    .delete(fileStorages)
    .where(
      and(
        eq(fileStorages.tenantId, tenantId),
        eq(fileStorages.artifactType, artifactType),
        eq(fileStorages.artifactVersionId, versionId),
      ),
    )
    .returning({ id: fileStorages.id, sha256: fileStorages.sha256 });
  await contentStore().release(
    tx,
    tenantId,
    rows.map((row) => row.sha256),
  );
  return rows.map((row) => row.id);
}

/**
 * A new version's own storages of the uploaded files of the version it starts from (a template's Uploaded Template):
 * a new storage row per stored content, with the same name, type, size and sha256. The bytes are not copied: both
 * rows name the one content, which stays while any row names it (ADR 0160). Storages without content are not carried.
 */
export async function copyStoragesToVersion(
  tx: Tx,
  tenantId: string,
  artifactType: 'SOP' | 'TEMPLATE',
  fromVersionId: string,
  toVersionId: string,
): Promise<FileStorage[]> {
  const sources = await tx
    .select({ ...storageColumns, sha256: fileStorages.sha256 })
    .from(fileStorages)
    .where(
      and(
        eq(fileStorages.tenantId, tenantId),
        eq(fileStorages.artifactType, artifactType),
        eq(fileStorages.artifactVersionId, fromVersionId),
        isNotNull(fileStorages.sha256),
      ),
    )
    .orderBy(asc(fileStorages.createdAt));
  if (sources.length === 0) return [];
  const copies = sources.map(({ id: _id, dbVersion: _d, ...source }) => ({
    ...source,
    tenantId,
    id: randomUUID(),
    artifactVersionId: toVersionId,
  }));
  // locked, so a parallel release of a source's content waits for these rows (content-store.ts)
  for (const copy of copies) await contentStore().locate(tx, tenantId, copy.sha256!);
  const rows = await tx.insert(fileStorages).values(copies).returning(storageColumns);
  return rows.map(asStorage);
}

/**
 * A new process version carries the PDF(s) of the version it starts from, so a PDF process stays one: its own copies
 * (copyStoragesToVersion) and the new version marked sopAsPdf.
 */
export async function copyProcessPdfs(
  tx: Tx,
  tenantId: string,
  fromVersionId: string,
  toVersionId: string,
): Promise<void> {
  const copies = await copyStoragesToVersion(tx, tenantId, 'SOP', fromVersionId, toVersionId);
  if (copies.some((c) => c.fileStorageType === 'SOP_AS_PDF'))
    await setSopAsPdf(tx, tenantId, toVersionId, true);
}
