import type { QmsRequirementUpdate } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { badRequest } from '../../http/errors';
import { existingBlockArtifactIds, existingSopArtifactIds } from '../../processes/index';
import { existingTemplateArtifactIds } from '../../templates/index';
import type { QmsRequirementRow } from './qms-requirement.model';

const added = (ids: readonly string[] | undefined, stored: readonly string[]) => {
  const known = new Set(stored);
  return [...new Set(ids ?? [])].filter((id) => !known.has(id));
};

/** Which of the ids exist in the tenant, asked of the area that owns them (ADR 0118). */
const EXISTING = {
  sop: existingSopArtifactIds,
  template: existingTemplateArtifactIds,
  block: existingBlockArtifactIds,
};

async function check(tx: Tx, tenantId: string, kind: keyof typeof EXISTING, ids: string[], what: string) {
  const found = await EXISTING[kind](tx, tenantId, ids);
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) throw badRequest(`Unknown ${what}: ${unknown.join(', ')}`);
}

/**
 * Newly added targets must exist in the tenant: processes, templates and product-requirement blocks. Targets
 * already stored are kept even when their process was deleted since (saving the rest must still work). Template
 * contents belong to the templates area and are stored as given (no foreign keys across areas).
 */
export async function assertTargetsExist(
  tx: Tx,
  current: QmsRequirementRow,
  values: Omit<QmsRequirementUpdate, 'requirementId' | 'dbVersion'>,
): Promise<void> {
  await check(
    tx,
    current.tenantId,
    'sop',
    added(values.targetSopArtifactIds, current.targetSopArtifactIds),
    'process',
  );
  await check(
    tx,
    current.tenantId,
    'template',
    added(values.targetTemplateArtifactIds, current.targetTemplateArtifactIds),
    'template',
  );
  await check(
    tx,
    current.tenantId,
    'block',
    added(values.targetSopBlockArtifactIds, current.targetSopBlockArtifactIds),
    'product requirement',
  );
}

export async function assertBlockExists(tx: Tx, tenantId: string, blockArtifactId: string): Promise<void> {
  await check(tx, tenantId, 'block', [blockArtifactId], 'block');
}
