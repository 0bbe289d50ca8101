import { sql } from 'drizzle-orm';
import type { QmsRequirementUpdate } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { rowsOf } from '../../db/tenant';
import { badRequest } from '../../http/errors';
import type { QmsRequirementRow } from './qms-requirement.model';

const added = (ids: readonly string[] | undefined, stored: readonly string[]) => {
  const known = new Set(stored);
  return [...new Set(ids ?? [])].filter((id) => !known.has(id));
};

/** Which of the ids exist in the tenant (row-level security limits the tables to the caller's tenant). */
async function existing(tx: Tx, kind: 'sop' | 'template' | 'block', ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const list = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
  const query =
    kind === 'sop'
      ? sql`select artifact_id::text as id from sop_artifacts where artifact_id::text = any(${list})`
      : kind === 'template'
        ? sql`select distinct artifact_id::text as id from templates where artifact_id::text = any(${list})`
        : sql`select distinct artifact_id::text as id from sop_blocks where artifact_id::text = any(${list})`;
  return new Set(rowsOf<{ id: string }>(await tx.execute(query)).map((r) => r.id));
}

async function check(tx: Tx, kind: 'sop' | 'template' | 'block', ids: string[], what: string) {
  const found = await existing(tx, kind, ids);
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
  await check(tx, 'sop', added(values.targetSopArtifactIds, current.targetSopArtifactIds), 'process');
  await check(
    tx,
    'template',
    added(values.targetTemplateArtifactIds, current.targetTemplateArtifactIds),
    'template',
  );
  await check(
    tx,
    'block',
    added(values.targetSopBlockArtifactIds, current.targetSopBlockArtifactIds),
    'product requirement',
  );
}

export async function assertBlockExists(tx: Tx, blockArtifactId: string): Promise<void> {
  await check(tx, 'block', [blockArtifactId], 'block');
}
