import { and, eq } from 'drizzle-orm';
import { CHANGE_CONTROL_ERRORS, type ChangeControlArtifactType } from '@qms/shared-api/contract';
import type { Tx } from '../db/tenant';
import { changeControlReleases as R } from './schema';
import { recordHasSignatures } from '../signatures/index';
import { conflict } from '../http/errors';

/**
 * Call before an area deletes a version (only a DRAFT can be deleted, so its releases are all CANCELLED). A version
 * with signatures is refused (409): a signature stays linked to the record it was given for (§11.70) and signatures
 * are immutable, so the record is kept too. Without signatures its cancelled releases hold nothing worth keeping
 * and go with it (participants by cascade; the audit trail records the deleted rows), leaving no release that
 * points at a missing version (docs/adr/0063-signed-cancelled-releases-block-deletion.md).
 */
export async function removeReleasesOfDeletedVersion(
  tx: Tx,
  tenantId: string,
  artifactType: ChangeControlArtifactType,
  versionId: string,
): Promise<void> {
  if (await recordHasSignatures(tx, tenantId, artifactType, versionId))
    throw conflict(CHANGE_CONTROL_ERRORS.deleteSignedVersion);
  await tx
    .delete(R)
    .where(
      and(eq(R.tenantId, tenantId), eq(R.artifactType, artifactType), eq(R.artifactVersionId, versionId)),
    );
}
