import type { FastifyRequest } from 'fastify';
import type { ChangeControlArtifactType, SessionUser } from '@qms/shared-api/contract';
import { recordAuthEvent } from '../audit/index';
import { withTenant } from '../db/tenant';
import { activeTenantAdmins } from '../platform/index';
import { appOf } from './app-of';

// 21 CFR Part 11 §11.300(d): attempts at unauthorised use are reported "immediately and urgently" to the system's
// security unit. Here that is the tenant's admins: when repeated wrong signature attempts lock a signer out, each
// active admin gets a mail, and the trail gets one entry naming the signer, the record and who was told.

/** The record a signature was meant for (an artifact version). */
export interface SignedRecord {
  type: ChangeControlArtifactType;
  id: string;
}

export const FAILED_ATTEMPTS_SUBJECT = 'QMS security notice: repeated failed signature attempts';

export function failedAttemptsMailText(p: {
  signer: SessionUser;
  record: SignedRecord;
  failures: number;
  lockedUntil: Date;
  clientIp: string;
  link: string;
}): string {
  return [
    `${p.failures} signature attempts in a row with a wrong password or e-mail address were made as`,
    `${p.signer.userName} <${p.signer.email}> (tenant ${p.signer.tenantName}).`,
    '',
    `Record to be signed: ${p.record.type === 'SOP' ? 'process' : 'template'} version ${p.record.id}`,
    `Client address: ${p.clientIp}`,
    `Signing and sign-in are locked for this user until ${p.lockedUntil.toISOString()} (UTC).`,
    '',
    'If this was not the user, their account may be in someone else’s hands: disable it on the Users page and',
    'check the audit trail (action SIGNATURE_FAILED):',
    p.link,
    '',
  ].join('\n');
}

export async function reportRepeatedFailures(
  request: FastifyRequest,
  signer: SessionUser,
  record: SignedRecord,
  lockedUntil: Date,
  failures: number,
): Promise<void> {
  const { database, config } = appOf(request);
  const admins = await withTenant(database.db, signer.tenantId, (tx) =>
    activeTenantAdmins(tx, signer.tenantId),
  );
  // the trail entry is written whatever the mail does: it is the record an auditor reads
  await recordAuthEvent(database.db, {
    tenantId: signer.tenantId,
    userId: signer.userId,
    event: 'SIGNATURE_ATTEMPTS_REPORTED',
    outcome: 'failure',
    clientIp: request.ip,
    details: {
      recordType: record.type,
      recordId: record.id,
      failures,
      lockedUntil: lockedUntil.toISOString(),
      notified: admins.map((a) => a.email),
    },
  });
  const { mailer } = request.server;
  const text = failedAttemptsMailText({
    signer,
    record,
    failures,
    lockedUntil,
    clientIp: request.ip,
    link: `${config.publicUrl}/audit-trail`,
  });
  const now = new Date();
  for (const admin of admins) {
    try {
      await mailer.sendText({ to: admin.email, subject: FAILED_ATTEMPTS_SUBJECT, text }, now);
    } catch (error) {
      // a mail server down must not hide the failure from the signer's answer; the trail entry stands
      request.log.error({ err: error, to: admin.email }, 'signature: security notice not sent');
    }
  }
}
