import { z } from 'zod';
import { SignatureMeaning, type ParticipantKind } from './change-control.contract';

// The signatures of a version as the controlled copy prints them (issue 27.1, 27.2; 21 CFR Part 11 §11.50,
// §11.70): those in force, each with the capacity it was given in, and apart from them the withdrawn ones.

/** In what capacity a signature was given: the participant record, the releaser, or the obsoletion. */
export const SignatureCapacity = z.enum(['Author', 'Approver', 'Releaser', 'Made obsolete']);
export type SignatureCapacity = z.infer<typeof SignatureCapacity>;

/** The capacity of a participant's decision signature. */
export const CAPACITY_OF_KIND: Record<ParticipantKind, SignatureCapacity> = {
  AUTHOR: 'Author',
  APPROVER: 'Approver',
};

const IsoWithZone = z.iso.datetime({ offset: true });

/** A signature in force: printed name, date and time, meaning, capacity, and the signer's decision comment. */
export const SignatureInForce = z.object({
  signatureId: z.string(),
  signerUserId: z.string(),
  printedName: z.string(),
  meaning: SignatureMeaning,
  signedAt: IsoWithZone,
  capacity: SignatureCapacity,
  /** the comment of the decision (a reviewer's comment, the releaser's comment); '' when none */
  comment: z.string(),
});
export type SignatureInForce = z.infer<typeof SignatureInForce>;

/** Why a signature is no longer in force: its decision was reverted, or its release was cancelled. */
const WithdrawalCause = z.enum(['Reverted', 'Release cancelled']);
type WithdrawalCause = z.infer<typeof WithdrawalCause>;

/** A withdrawn signature: when and by whom (null only for a revert made before withdrawals were recorded). */
export const WithdrawnSignature = SignatureInForce.omit({ comment: true }).extend({
  cause: WithdrawalCause,
  withdrawnAt: IsoWithZone.nullable(),
  withdrawnByDisplayName: z.string().nullable(),
});
export type WithdrawnSignature = z.infer<typeof WithdrawnSignature>;

/** GET …/v/{versionId}/signatures/in-force: both lists oldest first. */
export const SignedRecord = z.object({
  inForce: z.array(SignatureInForce),
  withdrawn: z.array(WithdrawnSignature),
});
export type SignedRecord = z.infer<typeof SignedRecord>;
