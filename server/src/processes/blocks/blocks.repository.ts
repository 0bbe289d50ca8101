import { and, eq, ne, sql } from 'drizzle-orm';
import {
  BLOCK_CHANGED_BY_SOMEONE_ELSE,
  BLOCK_DEFAULTS,
  BLOCK_DELETED_NOT_EDITABLE,
  BLOCK_NEW_VERSION_ONLY_UNCHANGED,
  BLOCK_NOT_DELETED,
  BLOCK_ORDER_MISMATCH,
  blockDeleteOutcome,
  blockEditOutcome,
  STEP_QMS_ONLY,
  type BlockType,
  type SopBlock,
  type SopBlockFields,
} from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { sopBlocks } from '../schema';
import { conflict, notFound } from '../../http/errors';
import { sanitizeRichText, sanitizeSvg } from '../../http/sanitize';
import {
  assertDraft,
  asBlock,
  loadArtifact,
  loadBlocks,
  loadSopVersion,
  type BlockRow,
} from '../sops/sop-rows';
import { positionsFor } from './block-positions';
import { assertBlockReferences } from './block-references';

export interface SopRefIds {
  tenantId: string;
  artifactId: string;
  versionId: string;
}
const blockNotFound = (id: string) => notFound(`Block version ${id} not found in this process version`);
const rowKey = (ref: SopRefIds, blockVersionId: string) =>
  and(
    eq(sopBlocks.tenantId, ref.tenantId),
    eq(sopBlocks.sopVersionId, ref.versionId),
    eq(sopBlocks.versionId, blockVersionId),
  );

/** Markup is sanitised on the way in: a diagram's SVG as SVG, everything else as rich text. */
function cleanFields(type: string, fields: SopBlockFields): SopBlockFields {
  if (fields.description === undefined) return fields;
  const description =
    type === 'DRAWIO' ? sanitizeSvg(fields.description) : sanitizeRichText(fields.description);
  return { ...fields, description };
}

/** The process version locked for a block change: exists (404), DRAFT (409). */
async function draftVersion(tx: Tx, ref: SopRefIds) {
  const version = await loadSopVersion(tx, ref.tenantId, ref.artifactId, ref.versionId, true);
  assertDraft(version);
  return version;
}

async function findBlock(
  tx: Tx,
  ref: SopRefIds,
  blockArtifactId: string | undefined,
  blockVersionId: string,
) {
  const blocks = await loadBlocks(tx, ref.tenantId, ref.versionId);
  const block = blocks.find(
    (b) =>
      b.versionId === blockVersionId && (blockArtifactId === undefined || b.artifactId === blockArtifactId),
  );
  if (!block) throw blockNotFound(blockVersionId);
  return { block, blocks };
}

/**
 * Writes the positions of `order` (every block of the version, DELETED ones included, in the wanted order).
 * Spaced positions (block-positions.ts): usually only the moved or new block's row changes.
 */
async function writePositions(tx: Tx, ref: SopRefIds, blocks: BlockRow[], order: string[]): Promise<void> {
  const current = new Map<string, number | undefined>(blocks.map((b) => [b.versionId, b.position]));
  const dense = blocks.some((b, i) => i > 0 && b.position <= blocks[i - 1]!.position);
  // a version with duplicate positions (older rows) is renumbered once; afterwards inserts touch one row
  const next = positionsFor(order, dense ? new Map() : current);
  for (const [versionId, position] of next) {
    if (current.get(versionId) === position) continue;
    await tx.update(sopBlocks).set({ position }).where(rowKey(ref, versionId));
  }
}

/**
 * The full order after the non-DELETED blocks were put in `activeOrder`: every DELETED block stays right behind
 * the block it followed (or at the top), so an undo brings it back to its slot.
 */
function withDeletedInPlace(blocks: BlockRow[], activeOrder: string[]): string[] {
  const followers = new Map<string | null, string[]>();
  let previous: string | null = null;
  for (const b of blocks) {
    if (b.versionState === 'DELETED')
      followers.set(previous, [...(followers.get(previous) ?? []), b.versionId]);
    else previous = b.versionId;
  }
  const out = [...(followers.get(null) ?? [])];
  for (const id of activeOrder) out.push(id, ...(followers.get(id) ?? []));
  return out;
}

export async function getBlock(tx: Tx, ref: SopRefIds, blockArtifactId: string, blockVersionId: string) {
  await loadSopVersion(tx, ref.tenantId, ref.artifactId, ref.versionId);
  const { block } = await findBlock(tx, ref, blockArtifactId, blockVersionId);
  return asBlock(block, ref.artifactId);
}

export async function createBlock(
  tx: Tx,
  ref: SopRefIds,
  atIndex: number | undefined,
  fields: SopBlockFields & { type: BlockType },
): Promise<SopBlock> {
  await draftVersion(tx, ref);
  const artifact = await loadArtifact(tx, ref.tenantId, ref.artifactId);
  if (fields.type === 'STEP' && artifact.requirementType !== 'QMS') throw conflict(STEP_QMS_ONLY);
  await assertBlockReferences(tx, ref.tenantId, fields);
  const defaults = BLOCK_DEFAULTS[fields.type];
  const values = cleanFields(fields.type, {
    name: defaults.name,
    description: defaults.description,
    ...fields,
  });
  const [row] = await tx
    .insert(sopBlocks)
    .values({
      ...values,
      tenantId: ref.tenantId,
      sopVersionId: ref.versionId,
      artifactId: sql`gen_random_uuid()`,
      type: fields.type,
      versionState: 'CREATED',
    })
    .returning({ versionId: sopBlocks.versionId });
  const blocks = await loadBlocks(tx, ref.tenantId, ref.versionId);
  const others = blocks.filter((b) => b.versionId !== row!.versionId);
  const order = others.map((b) => b.versionId);
  order.splice(Math.min(atIndex ?? others.length, others.length), 0, row!.versionId);
  // the new row has no place yet (its default position is not one)
  await writePositions(tx, ref, others, order);
  return getBlock(tx, ref, blocks.find((b) => b.versionId === row!.versionId)!.artifactId, row!.versionId);
}

/** A new (UPDATED) version replaces an UNCHANGED block in this process version, keeping its place. */
async function replaceWithNewVersion(tx: Tx, ref: SopRefIds, block: BlockRow, fields: SopBlockFields) {
  const { versionId: previousVersionId, version, dbVersion: _db, position, ...rest } = block;
  await tx.delete(sopBlocks).where(rowKey(ref, previousVersionId));
  const [row] = await tx
    .insert(sopBlocks)
    .values({
      ...rest,
      ...fields,
      tenantId: ref.tenantId,
      sopVersionId: ref.versionId,
      version: version + 1,
      versionState: 'UPDATED',
      previousVersionId,
      position,
    })
    .returning({ versionId: sopBlocks.versionId });
  return row!.versionId;
}

/** PUT: CREATED/UPDATED change in place, UNCHANGED first gets a new version, DELETED is refused. */
export async function updateBlock(
  tx: Tx,
  ref: SopRefIds,
  blockArtifactId: string,
  blockVersionId: string,
  { dbVersion, ...fields }: SopBlockFields & { dbVersion: number },
): Promise<SopBlock> {
  await draftVersion(tx, ref);
  const { block } = await findBlock(tx, ref, blockArtifactId, blockVersionId);
  const outcome = blockEditOutcome(block.versionState as SopBlock['versionState']);
  if (!outcome) throw conflict(BLOCK_DELETED_NOT_EDITABLE);
  if (block.dbVersion !== dbVersion) throw conflict(BLOCK_CHANGED_BY_SOMEONE_ELSE);
  await assertBlockReferences(tx, ref.tenantId, fields, block);
  const clean = cleanFields(block.type, fields);
  if (outcome === 'new-version') {
    const newId = await replaceWithNewVersion(tx, ref, block, clean);
    return getBlock(tx, ref, blockArtifactId, newId);
  }
  await tx
    .update(sopBlocks)
    .set({ ...clean, dbVersion: sql`${sopBlocks.dbVersion} + 1`, updatedAt: sql`now()` })
    .where(and(rowKey(ref, blockVersionId), eq(sopBlocks.dbVersion, dbVersion)));
  return getBlock(tx, ref, blockArtifactId, blockVersionId);
}

/** POST on a block version: a new, still identical (UPDATED) version of an UNCHANGED block. */
export async function newBlockVersion(
  tx: Tx,
  ref: SopRefIds,
  blockArtifactId: string,
  blockVersionId: string,
) {
  await draftVersion(tx, ref);
  const { block } = await findBlock(tx, ref, blockArtifactId, blockVersionId);
  if (block.versionState !== 'UNCHANGED') throw conflict(BLOCK_NEW_VERSION_ONLY_UNCHANGED);
  const newId = await replaceWithNewVersion(tx, ref, block, {});
  return getBlock(tx, ref, blockArtifactId, newId);
}

/** DELETE: UNCHANGED → DELETED, CREATED → removed, UPDATED → reverted to the version it replaced (UNCHANGED). */
export async function deleteBlock(
  tx: Tx,
  ref: SopRefIds,
  blockArtifactId: string,
  blockVersionId: string,
): Promise<void> {
  await draftVersion(tx, ref);
  const { block } = await findBlock(tx, ref, blockArtifactId, blockVersionId);
  const outcome = blockDeleteOutcome(block.versionState as SopBlock['versionState']);
  if (outcome === null) throw conflict('This block is already deleted.');
  if (outcome === 'mark-deleted') {
    await tx
      .update(sopBlocks)
      .set({ versionState: 'DELETED', dbVersion: sql`${sopBlocks.dbVersion} + 1`, updatedAt: sql`now()` })
      .where(rowKey(ref, blockVersionId));
  } else if (outcome === 'remove') {
    await tx.delete(sopBlocks).where(rowKey(ref, blockVersionId));
  } else {
    // the replaced version is kept by the process version it came from
    const [previous] = await tx
      .select()
      .from(sopBlocks)
      .where(
        and(
          eq(sopBlocks.tenantId, ref.tenantId),
          eq(sopBlocks.versionId, block.previousVersionId ?? '00000000-0000-0000-0000-000000000000'),
          ne(sopBlocks.sopVersionId, ref.versionId),
        ),
      )
      .limit(1);
    if (!previous)
      throw conflict('The previous version of this block no longer exists; it can not be reverted.');
    await tx.delete(sopBlocks).where(rowKey(ref, blockVersionId));
    const { createdAt: _c, updatedAt: _u, ...copy } = previous;
    await tx.insert(sopBlocks).values({
      ...copy,
      sopVersionId: ref.versionId,
      versionState: 'UNCHANGED',
      position: block.position,
      dbVersion: 0,
    });
  }
  // a DELETED block keeps its slot (and position) for the undo; removed rows leave a gap: nothing to rewrite
}

/** DELETE …/blocks/deleted/{blockVersionId}: DELETED → UNCHANGED, in the slot it kept. */
export async function undoBlockDeletion(tx: Tx, ref: SopRefIds, blockVersionId: string): Promise<void> {
  await draftVersion(tx, ref);
  const { block } = await findBlock(tx, ref, undefined, blockVersionId);
  if (block.versionState !== 'DELETED') throw conflict(BLOCK_NOT_DELETED);
  await tx
    .update(sopBlocks)
    .set({ versionState: 'UNCHANGED', dbVersion: sql`${sopBlocks.dbVersion} + 1`, updatedAt: sql`now()` })
    .where(rowKey(ref, blockVersionId));
}

/**
 * PUT …/blocks/order: either every block id of the version (DELETED ones included, as the screens send it) or
 * exactly the non-DELETED ones (the DELETED blocks then stay behind the block they followed).
 */
export async function orderBlocks(tx: Tx, ref: SopRefIds, artifactIds: string[]): Promise<void> {
  await draftVersion(tx, ref);
  const blocks = await loadBlocks(tx, ref.tenantId, ref.versionId);
  const active = blocks.filter((b) => b.versionState !== 'DELETED');
  const wanted = new Set(artifactIds);
  const covers = (list: BlockRow[]) =>
    wanted.size === artifactIds.length &&
    wanted.size === list.length &&
    list.every((b) => wanted.has(b.artifactId));
  const all = covers(blocks);
  if (!all && !covers(active)) throw conflict(BLOCK_ORDER_MISMATCH);
  const byArtifact = new Map(blocks.map((b) => [b.artifactId, b.versionId]));
  const given = artifactIds.map((id) => byArtifact.get(id)!);
  await writePositions(tx, ref, blocks, all ? given : withDeletedInPlace(blocks, given));
}
