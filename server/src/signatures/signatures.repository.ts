import { and, asc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { ChangeControlArtifactType, Signature, SignatureMeaning } from '@qms/shared-api/contract';
import type { Tx } from '../db/tenant';
import { electronicSignatures } from './schema';

const columns = {
  id: electronicSignatures.id,
  signerUserId: electronicSignatures.signerUserId,
  printedName: electronicSignatures.printedName,
  meaning: electronicSignatures.meaning,
  signedAt: electronicSignatures.signedAt,
  recordType: electronicSignatures.recordType,
  recordId: electronicSignatures.recordId,
  recordVersion: electronicSignatures.recordVersion,
  contentHash: electronicSignatures.contentHash,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

const toSignature = (row: Row): Signature => ({
  ...row,
  meaning: row.meaning as SignatureMeaning,
  recordType: row.recordType as ChangeControlArtifactType,
  signedAt: new Date(row.signedAt).toISOString(),
});

export interface SignatureValues {
  signerUserId: string;
  printedName: string;
  meaning: SignatureMeaning;
  recordType: ChangeControlArtifactType;
  recordId: string;
  recordVersion: number;
  contentHash: string;
  releaseId: string | null;
}

/** Stores a signature (in the request transaction: it commits with the decision it signs, or not at all). */
export async function insertSignature(tx: Tx, tenantId: string, values: SignatureValues): Promise<Signature> {
  const [row] = await tx
    .insert(electronicSignatures)
    .values({ tenantId, ...values })
    .returning(columns);
  return toSignature(row!);
}

export async function signaturesByIds(
  tx: Tx,
  tenantId: string,
  ids: string[],
): Promise<Map<string, Signature>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select(columns)
    .from(electronicSignatures)
    .where(and(eq(electronicSignatures.tenantId, tenantId), inArray(electronicSignatures.id, ids)));
  return new Map(rows.map((row) => [row.id, toSignature(row)]));
}

/** A signature with the release it was given in (null for 'Made obsolete'): change control sorts them by it. */
export type ReleaseSignature = Signature & { releaseId: string | null };

/** Every signature given on a record (an artifact version), oldest first, with its release. */
export async function releaseSignaturesOfRecord(
  tx: Tx,
  tenantId: string,
  recordId: string,
): Promise<ReleaseSignature[]> {
  const rows = await tx
    .select({ ...columns, releaseId: electronicSignatures.releaseId })
    .from(electronicSignatures)
    .where(and(eq(electronicSignatures.tenantId, tenantId), eq(electronicSignatures.recordId, recordId)))
    .orderBy(asc(electronicSignatures.signedAt), asc(electronicSignatures.id));
  return rows.map(({ releaseId, ...row }) => ({ ...toSignature(row), releaseId }));
}

/** Every signature given on a record, oldest first (withdrawn ones too: the raw record of §11.70). */
export async function signaturesOfRecord(tx: Tx, tenantId: string, recordId: string): Promise<Signature[]> {
  return (await releaseSignaturesOfRecord(tx, tenantId, recordId)).map(({ releaseId: _, ...s }) => s);
}

/** Whether any of the tenant's signatures meets `condition` (one row is enough). */
async function anySignature(tx: Tx, tenantId: string, condition: SQL | undefined): Promise<boolean> {
  const [row] = await tx
    .select({ id: electronicSignatures.id })
    .from(electronicSignatures)
    .where(and(eq(electronicSignatures.tenantId, tenantId), condition))
    .limit(1);
  return !!row;
}

/** Whether any signature was given on the record (a signed record is never deleted: §11.70). */
export function recordHasSignatures(
  tx: Tx,
  tenantId: string,
  recordType: ChangeControlArtifactType,
  recordId: string,
): Promise<boolean> {
  return anySignature(
    tx,
    tenantId,
    and(eq(electronicSignatures.recordType, recordType), eq(electronicSignatures.recordId, recordId)),
  );
}

/** Whether the user has signed anything in the tenant since `since` (the start of their session). */
export function hasSignedSince(tx: Tx, tenantId: string, userId: string, since: Date): Promise<boolean> {
  return anySignature(
    tx,
    tenantId,
    and(eq(electronicSignatures.signerUserId, userId), gte(electronicSignatures.signedAt, since)),
  );
}
