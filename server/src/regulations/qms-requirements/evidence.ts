import { REQUIREMENT_NOT_A_TARGET, type QmsRequirement } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { conflict } from '../../http/errors';
import { evidenceStateOf, evidenceStates } from '../statistics';
import { defaultRow, type QmsRequirementRow } from './qms-requirement.model';
import {
  interpretableRequirement,
  present,
  requirementNotFound,
  srInfoOf,
  storedRow,
  writeRow,
} from './qms-requirements.repository';
import { assertBlockExists } from './targets';

const LISTS = {
  sop: ['targetSopArtifactIds', 'actualSopArtifactIds'],
  template: ['targetTemplateArtifactIds', 'actualTemplateArtifactIds'],
} as const;

/** The assessment to change: stored, or the defaults of an interpretable requirement. */
async function current(tx: Tx, tenantId: string, requirementId: string, adding: boolean) {
  const row = await storedRow(tx, tenantId, requirementId);
  const sr = await srInfoOf(tx, requirementId);
  // adding evidence needs an interpretable requirement; removing also works on a deprecated one
  if (adding || !row) {
    const valid = await interpretableRequirement(tx, requirementId);
    return { sr: valid, row: row ?? defaultRow(tenantId, valid.id, valid.regulationId) };
  }
  return { sr, row };
}

/**
 * The implemented checkbox (spec 3 §2, §4): marking adds the process or template to the actual ids, unmarking
 * removes it. Only a target can be marked (an INFORMATION_ONLY artifact's checkbox is not changeable → 409).
 * Unmarking an IMPLEMENTED_BUT_NOT_REQUIRED one removes that deprecated evidence for good (the UI warns first).
 * Both are idempotent; each write bumps dbVersion so a form based on the old assessment gets its 409.
 */
export async function setImplemented(
  tx: Tx,
  tenantId: string,
  kind: 'sop' | 'template',
  requirementId: string,
  artifactId: string,
  implemented: boolean,
): Promise<QmsRequirement> {
  const { sr, row } = await current(tx, tenantId, requirementId, implemented);
  const [targetList, actualList] = LISTS[kind];
  const actual = row[actualList];
  if (implemented) {
    const state = evidenceStateOf(evidenceStates(row[targetList], actual), artifactId);
    if (state === 'INFORMATION_ONLY') throw conflict(REQUIREMENT_NOT_A_TARGET);
    if (actual.includes(artifactId)) return present(row, sr);
    return present(
      await writeRow(tx, tenantId, sr!, row.dbVersion, { [actualList]: [...actual, artifactId] }),
      sr,
    );
  }
  if (!actual.includes(artifactId)) return present(row, sr);
  const next = actual.filter((id) => id !== artifactId);
  return present(await save(tx, tenantId, row, { [actualList]: next }), sr);
}

/**
 * The block link (our definition of the call spec 3 §7 leaves open): PUT
 * /qms-requirements/{requirementId}/referenced-block-artifact-ids/{blockArtifactId} links a process block to the
 * requirement, DELETE unlinks it (spec 3 §4). Idempotent; the block must exist in the tenant.
 */
export async function setBlockLink(
  tx: Tx,
  tenantId: string,
  requirementId: string,
  blockArtifactId: string,
  linked: boolean,
): Promise<QmsRequirement> {
  const { sr, row } = await current(tx, tenantId, requirementId, linked);
  const blocks = row.referencedSopBlockArtifactIds;
  if (linked) {
    if (blocks.includes(blockArtifactId)) return present(row, sr);
    await assertBlockExists(tx, tenantId, blockArtifactId);
    const changes = { referencedSopBlockArtifactIds: [...blocks, blockArtifactId] };
    return present(await writeRow(tx, tenantId, sr!, row.dbVersion, changes), sr);
  }
  if (!blocks.includes(blockArtifactId)) return present(row, sr);
  const next = blocks.filter((id) => id !== blockArtifactId);
  return present(await save(tx, tenantId, row, { referencedSopBlockArtifactIds: next }), sr);
}

/** A removal always has a stored row (the id was in one of its lists). */
function save(tx: Tx, tenantId: string, row: QmsRequirementRow, changes: Partial<QmsRequirementRow>) {
  if (row.dbVersion === 0) throw requirementNotFound(row.requirementId);
  return writeRow(
    tx,
    tenantId,
    { id: row.requirementId, regulationId: row.regulationId },
    row.dbVersion,
    changes,
  );
}
