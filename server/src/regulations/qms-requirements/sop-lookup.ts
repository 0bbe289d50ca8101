import type { Tx } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { findSopVersionRef } from '../../processes/index';

/** A process version of the tenant, by id, asked of the processes area (ADR 0118); 404 when unknown. */
export async function findSopVersion(tx: Tx, tenantId: string, versionId: string) {
  const version = await findSopVersionRef(tx, tenantId, versionId);
  if (!version) throw notFound(`Process version ${versionId} not found`);
  return version;
}
