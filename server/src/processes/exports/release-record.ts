import type { SessionUser, SignatureInForce, WithdrawnSignature } from '@qms/shared-api/contract';
import { documentHistory, signedRecord } from '../../change-control/index';
import type { Tx } from '../../db/tenant';
import { sopChangeControlHost } from '../sops/sop-host';

/** A released version in the PDF's history table. */
export interface PrintedHistoryEntry {
  version: number;
  changeDescription: string;
  releasedAt: string | null;
  authorDisplayNames: string[];
}

export interface ReleaseRecord {
  history: PrintedHistoryEntry[];
  /** in force, oldest first: printed name, date and time, meaning, capacity (§11.50) and the decision comment */
  signatures: SignatureInForce[];
  /** withdrawn by a revert or a cancelled release, apart from those in force (§11.70) */
  withdrawn: WithdrawnSignature[];
}

/**
 * The release history of the process and the signatures on this version, from the change-control module: the
 * Document History's released entries (newest first), the signatures in force in the order they were given
 * (decisions, the release, a later obsoletion), and apart from them those a revert or a cancellation withdrew.
 */
export async function loadReleaseRecord(
  tx: Tx,
  user: SessionUser,
  artifactId: string,
  versionId: string,
): Promise<ReleaseRecord> {
  const history = await documentHistory({ tx, user, host: sopChangeControlHost }, artifactId);
  const signed = await signedRecord(tx, user.tenantId, sopChangeControlHost.artifactType, versionId);
  return {
    history: history.released.map(({ version, changeDescription, releasedAt, authorDisplayNames }) => ({
      version,
      changeDescription,
      releasedAt,
      authorDisplayNames,
    })),
    signatures: signed.inForce,
    withdrawn: signed.withdrawn,
  };
}
