import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  isSelfOrDescendant,
  SOP_CHANGED_BY_SOMEONE_ELSE,
  SOP_HAS_CHILDREN,
  SOP_HAS_STEPS_FOR_PRODUCT,
  SOP_ORDER_MISMATCH,
  SOP_PARENT_CYCLE,
  MUST_BE_DRAFT,
  type SopArtifactUpdate,
  type SopDetailResponse,
  type SopVersionUpdate,
} from '@qms/shared-api/contract';
import { removeReleasesOfDeletedVersion } from '../../change-control/index';
import type { Tx } from '../../db/tenant';
import { deleteCommentsAbout } from '../../comments/index';
import { sopArtifacts, sopBlocks, sopRootOrders, sopTerms, sopVersions } from '../schema';
import { badRequest, conflict } from '../../http/errors';
import { assertOwnTemplateContents, assertOwnTemplates } from '../blocks/block-references';
import { deleteStoragesOfVersion } from '../storage/storage.repository';
import { assertDraft, loadArtifact, loadSopVersion, sopDetail, sopArtifactNotFound } from './sop-rows';

export interface SopCreateValues {
  name: string;
  description: string;
  requirementType: 'QMS' | 'PRODUCT';
  parentArtifactId: string | null;
  version: number;
}

const childIds = (tx: Tx, tenantId: string, parent: string | null) =>
  tx
    .select({ id: sopArtifacts.artifactId })
    .from(sopArtifacts)
    .where(
      and(
        eq(sopArtifacts.tenantId, tenantId),
        parent ? eq(sopArtifacts.parentArtifactId, parent) : isNull(sopArtifacts.parentArtifactId),
      ),
    );

/** Appends the artifact to its parent's order (or the root order); the order is no document content. */
async function appendToOrder(
  tx: Tx,
  tenantId: string,
  parent: string | null,
  artifactId: string,
): Promise<void> {
  if (parent) {
    await tx
      .update(sopArtifacts)
      .set({
        orderedArtifactIds: sql`array_append(array_remove(${sopArtifacts.orderedArtifactIds}, ${artifactId}), ${artifactId})`,
      })
      .where(and(eq(sopArtifacts.tenantId, tenantId), eq(sopArtifacts.artifactId, parent)));
    return;
  }
  await tx
    .insert(sopRootOrders)
    .values({ tenantId, orderedArtifactIds: [artifactId] })
    .onConflictDoUpdate({
      target: sopRootOrders.tenantId,
      set: {
        orderedArtifactIds: sql`array_append(array_remove(${sopRootOrders.orderedArtifactIds}, ${artifactId}), ${artifactId})`,
        updatedAt: sql`now()`,
      },
    });
}

async function removeFromOrder(
  tx: Tx,
  tenantId: string,
  parent: string | null,
  artifactId: string,
): Promise<void> {
  if (parent) {
    await tx
      .update(sopArtifacts)
      .set({ orderedArtifactIds: sql`array_remove(${sopArtifacts.orderedArtifactIds}, ${artifactId})` })
      .where(and(eq(sopArtifacts.tenantId, tenantId), eq(sopArtifacts.artifactId, parent)));
  } else {
    await tx
      .update(sopRootOrders)
      .set({ orderedArtifactIds: sql`array_remove(${sopRootOrders.orderedArtifactIds}, ${artifactId})` })
      .where(eq(sopRootOrders.tenantId, tenantId));
  }
}

async function assertParentExists(tx: Tx, tenantId: string, parent: string | null): Promise<void> {
  if (!parent) return;
  const [row] = await tx
    .select({ id: sopArtifacts.artifactId })
    .from(sopArtifacts)
    .where(and(eq(sopArtifacts.tenantId, tenantId), eq(sopArtifacts.artifactId, parent)));
  if (!row) throw badRequest(`Parent process ${parent} not found.`);
}

/** POST /sops: artifact and first version (DRAFT, the given initial version number). */
export async function createProcess(
  tx: Tx,
  tenantId: string,
  values: SopCreateValues,
): Promise<SopDetailResponse> {
  await assertParentExists(tx, tenantId, values.parentArtifactId);
  const [artifact] = await tx
    .insert(sopArtifacts)
    .values({ tenantId, parentArtifactId: values.parentArtifactId, requirementType: values.requirementType })
    .returning({ artifactId: sopArtifacts.artifactId });
  const artifactId = artifact!.artifactId;
  const [version] = await tx
    .insert(sopVersions)
    .values({
      tenantId,
      artifactId,
      name: values.name,
      description: values.description,
      version: values.version,
    })
    .returning({ versionId: sopVersions.versionId });
  await appendToOrder(tx, tenantId, values.parentArtifactId, artifactId);
  return sopDetail(tx, tenantId, await loadSopVersion(tx, tenantId, artifactId, version!.versionId));
}

/**
 * PUT /sops/{artifactId}: parent (no cycles) and requirement type. The type changes only while every version is
 * a DRAFT, and not to PRODUCT while steps exist ('Add Step' is QMS only).
 */
export async function updateArtifact(
  tx: Tx,
  tenantId: string,
  artifactId: string,
  body: Required<SopArtifactUpdate>,
): Promise<void> {
  const current = await loadArtifact(tx, tenantId, artifactId);
  if (current.dbVersion !== body.dbVersion) throw conflict(SOP_CHANGED_BY_SOMEONE_ELSE);
  if (body.parentArtifactId !== current.parentArtifactId && body.parentArtifactId) {
    await assertParentExists(tx, tenantId, body.parentArtifactId);
    const all = await tx
      .select({ artifactId: sopArtifacts.artifactId, parentArtifactId: sopArtifacts.parentArtifactId })
      .from(sopArtifacts)
      .where(eq(sopArtifacts.tenantId, tenantId));
    if (isSelfOrDescendant(all, artifactId, body.parentArtifactId)) throw badRequest(SOP_PARENT_CYCLE);
  }
  if (body.requirementType !== current.requirementType) {
    const versions = await tx
      .select({ state: sopVersions.releaseState, versionId: sopVersions.versionId })
      .from(sopVersions)
      .where(and(eq(sopVersions.tenantId, tenantId), eq(sopVersions.artifactId, artifactId)));
    if (versions.some((v) => v.state !== 'DRAFT')) throw conflict(MUST_BE_DRAFT);
    if (body.requirementType === 'PRODUCT' && versions.length > 0) {
      const [step] = await tx
        .select({ id: sopBlocks.versionId })
        .from(sopBlocks)
        .where(
          and(
            eq(sopBlocks.tenantId, tenantId),
            inArray(
              sopBlocks.sopVersionId,
              versions.map((v) => v.versionId),
            ),
            eq(sopBlocks.type, 'STEP'),
          ),
        )
        .limit(1);
      if (step) throw conflict(SOP_HAS_STEPS_FOR_PRODUCT);
    }
  }
  const [updated] = await tx
    .update(sopArtifacts)
    .set({
      parentArtifactId: body.parentArtifactId,
      requirementType: body.requirementType,
      dbVersion: sql`${sopArtifacts.dbVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(sopArtifacts.tenantId, tenantId),
        eq(sopArtifacts.artifactId, artifactId),
        eq(sopArtifacts.dbVersion, body.dbVersion),
      ),
    )
    .returning({ id: sopArtifacts.artifactId });
  if (!updated) throw conflict(SOP_CHANGED_BY_SOMEONE_ELSE);
  if (body.parentArtifactId !== current.parentArtifactId) {
    await removeFromOrder(tx, tenantId, current.parentArtifactId, artifactId);
    await appendToOrder(tx, tenantId, body.parentArtifactId, artifactId);
  }
}

/** PUT /sops/{artifactId}/versions/{versionId}: DRAFT only; the fields sent change, dbVersion guards. */
export async function updateVersion(
  tx: Tx,
  tenantId: string,
  artifactId: string,
  versionId: string,
  { dbVersion, ...fields }: SopVersionUpdate,
): Promise<SopDetailResponse> {
  const version = await loadSopVersion(tx, tenantId, artifactId, versionId, true);
  assertDraft(version);
  if (version.dbVersion !== dbVersion) throw conflict(SOP_CHANGED_BY_SOMEONE_ELSE);
  await assertOwnTemplates(tx, tenantId, fields.templateArtifactIds, version.templateArtifactIds);
  await assertOwnTemplateContents(tx, tenantId, fields.templateContentIds, version.templateContentIds);
  await tx
    .update(sopVersions)
    .set({ ...fields, dbVersion: sql`${sopVersions.dbVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(sopVersions.tenantId, tenantId), eq(sopVersions.versionId, versionId)));
  return sopDetail(tx, tenantId, await loadSopVersion(tx, tenantId, artifactId, versionId));
}

/** PUT /sops/order: the full list of the parent's children (root when no parent); anything else is stale (409). */
export async function orderProcesses(
  tx: Tx,
  tenantId: string,
  parent: string | undefined,
  orderedArtifactIds: string[],
): Promise<void> {
  if (parent) await loadArtifact(tx, tenantId, parent);
  const children = (await childIds(tx, tenantId, parent ?? null)).map((r) => r.id);
  const wanted = new Set(orderedArtifactIds);
  if (
    wanted.size !== orderedArtifactIds.length ||
    wanted.size !== children.length ||
    children.some((id) => !wanted.has(id))
  )
    throw conflict(SOP_ORDER_MISMATCH);
  if (parent) {
    await tx
      .update(sopArtifacts)
      .set({ orderedArtifactIds })
      .where(and(eq(sopArtifacts.tenantId, tenantId), eq(sopArtifacts.artifactId, parent)));
  } else {
    await tx
      .insert(sopRootOrders)
      .values({ tenantId, orderedArtifactIds })
      .onConflictDoUpdate({
        target: sopRootOrders.tenantId,
        set: { orderedArtifactIds, dbVersion: sql`${sopRootOrders.dbVersion} + 1`, updatedAt: sql`now()` },
      });
  }
}

/**
 * DELETE /sops/{artifactId}/versions/{versionId}: DRAFT only. Removes the version's blocks, the terms it created
 * (their predecessors become valid again) and its stored files; the last version takes the artifact along
 * (refused while sub-processes exist), its terms, its place in the order and its comments.
 * Returns the ids of the file storages removed, whose files the caller deletes once the transaction committed.
 */
export async function deleteProcessVersion(
  tx: Tx,
  tenantId: string,
  artifactId: string,
  versionId: string,
): Promise<string[]> {
  const version = await loadSopVersion(tx, tenantId, artifactId, versionId, true);
  assertDraft(version);
  const artifact = await loadArtifact(tx, tenantId, artifactId);
  const others = await tx
    .select({ versionId: sopVersions.versionId })
    .from(sopVersions)
    .where(and(eq(sopVersions.tenantId, tenantId), eq(sopVersions.artifactId, artifactId)));
  const last = others.every((v) => v.versionId === versionId);
  if (last && (await childIds(tx, tenantId, artifactId)).length > 0) throw conflict(SOP_HAS_CHILDREN);
  await removeReleasesOfDeletedVersion(tx, tenantId, 'SOP', versionId);
  const storageIds = await deleteStoragesOfVersion(tx, tenantId, 'SOP', versionId);
  await tx
    .delete(sopTerms)
    .where(
      and(
        eq(sopTerms.tenantId, tenantId),
        eq(sopTerms.sopArtifactId, artifactId),
        eq(sopTerms.sopVersionCreated, version.version),
      ),
    );
  await tx
    .update(sopTerms)
    .set({ sopVersionReplaced: null })
    .where(
      and(
        eq(sopTerms.tenantId, tenantId),
        eq(sopTerms.sopArtifactId, artifactId),
        eq(sopTerms.sopVersionReplaced, version.version),
      ),
    );
  // blocks go with the version (foreign key cascade)
  await tx
    .delete(sopVersions)
    .where(and(eq(sopVersions.tenantId, tenantId), eq(sopVersions.versionId, versionId)));
  if (last) {
    await deleteCommentsAbout(tx, tenantId, [artifactId]);
    await tx
      .delete(sopArtifacts)
      .where(and(eq(sopArtifacts.tenantId, tenantId), eq(sopArtifacts.artifactId, artifactId)));
    await removeFromOrder(tx, tenantId, artifact.parentArtifactId, artifactId);
  }
  return storageIds;
}

export { sopArtifactNotFound };
