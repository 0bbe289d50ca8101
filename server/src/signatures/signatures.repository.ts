import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { ChangeControlArtifactType, Signature, SignatureMeaning } from '@qms/shared-api/contract';
import type { Tx } from '../db/tenant';
import { electronicSignatures } from '../change-control/schema';

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

/** Every signature given on a record (an artifact version), oldest first: what the PDF's cover block lists. */
export async function signaturesOfRecord(tx: Tx, tenantId: string, recordId: string): Promise<Signature[]> {
  const rows = await tx
    .select(columns)
    .from(electronicSignatures)
    .where(and(eq(electronicSignatures.tenantId, tenantId), eq(electronicSignatures.recordId, recordId)))
    .orderBy(asc(electronicSignatures.signedAt), asc(electronicSignatures.id));
  return rows.map(toSignature);
}

/** Whether the user has signed anything in the tenant since `since` (the start of their session). */
export async function hasSignedSince(
  tx: Tx,
  tenantId: string,
  userId: string,
  since: Date,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: electronicSignatures.id })
    .from(electronicSignatures)
    .where(
      and(
        eq(electronicSignatures.tenantId, tenantId),
        eq(electronicSignatures.signerUserId, userId),
        gte(electronicSignatures.signedAt, since),
      ),
    )
    .limit(1);
  return !!row;
}
