import type { SessionUser } from '@qms/shared-api/contract';
import { documentHistory, signaturesOfRecord } from '../../change-control/index';
import type { Tx } from '../../db/tenant';
import { sopChangeControlHost } from '../sops/sop-host';

/** A signature as the controlled PDF prints it (21 CFR Part 11 §11.50: printed name, date and time, meaning). */
export interface PrintedSignature {
  printedName: string;
  meaning: string;
  /** ISO 8601 with zone */
  signedAt: string;
}

/** A released version in the PDF's history table. */
export interface PrintedHistoryEntry {
  version: number;
  changeDescription: string;
  releasedAt: string | null;
  authorDisplayNames: string[];
}

export interface ReleaseRecord {
  history: PrintedHistoryEntry[];
  signatures: PrintedSignature[];
}

/**
 * The release history of the process and the signatures on this version, from the change-control module: the
 * Document History's released entries (newest first) and every signature whose record is this version, in the
 * order they were given (approvals, a decline later reverted, the release, a later obsoletion).
 */
export async function loadReleaseRecord(
  tx: Tx,
  user: SessionUser,
  artifactId: string,
  versionId: string,
): Promise<ReleaseRecord> {
  const history = await documentHistory({ tx, user, host: sopChangeControlHost }, artifactId);
  const signatures = await signaturesOfRecord(tx, user.tenantId, versionId);
  return {
    history: history.released.map(({ version, changeDescription, releasedAt, authorDisplayNames }) => ({
      version,
      changeDescription,
      releasedAt,
      authorDisplayNames,
    })),
    signatures: signatures.map(({ printedName, meaning, signedAt }) => ({ printedName, meaning, signedAt })),
  };
}
