import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/tenant';
import { notFound } from '../../http/errors';

/** A process version of the caller's tenant (row-level security), by id; 404 when unknown. */
export async function findSopVersion(tx: Tx, versionId: string) {
  const result = await tx.execute(
    sql`select version_id::text as "versionId", artifact_id::text as "artifactId" from sop_versions
      where version_id::text = ${versionId}`,
  );
  const [row] = rowsOf<{ versionId: string; artifactId: string }>(result);
  if (!row) throw notFound(`Process version ${versionId} not found`);
  return row;
}
