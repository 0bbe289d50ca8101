import type { FastifyBaseLogger } from 'fastify';
import { MY_TRAININGS_PAGE } from '@qms/shared-api/contract';
import type { Db } from '../../db/database';
import { withTenant, type Tx } from '../../db/tenant';
import { allTenantIds, enabledUsersByIds } from '../../platform/index';
import type { TextMail } from '../../plugins/mailer';
import { TRAINING_MAIL_SUBJECT, trainingMailText, type MailLine } from './mail.messages';
import {
  claimMailDay,
  openAssignmentsToMail,
  releaseMailDay,
  stampMailed,
  unstampMailed,
  type OpenAssignment,
  type Stamp,
} from './mail.repository';
import { mailKindOf, stampsOf } from './mail.rules';

// The training mail sweep (issue 29.7): finds, per tenant, the open assignments a mail is due for, and sends each
// user at most one mail a day naming all of them. Several server processes may sweep at once: a user's mail of
// the day is claimed by inserting their day row, and the assignments are stamped in the same transaction, so only
// the transaction that claimed it sends it, after its commit. A mail that cannot be sent gives its claim and
// stamps back, so a later sweep tries again.

export interface SweepDeps {
  db: Db;
  mailer: { sendText(mail: TextMail, now: Date): Promise<unknown> };
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

interface ClaimedMail {
  userId: string;
  mail: TextMail;
  stamps: Map<Stamp, string[]>;
}

async function claimTenantMails(tx: Tx, tenantId: string, deps: SweepDeps, today: string, now: Date) {
  const byUser = new Map<string, OpenAssignment[]>();
  for (const a of await openAssignmentsToMail(tx, tenantId)) {
    if (mailKindOf(a, today, a.reminders)) byUser.set(a.userId, [...(byUser.get(a.userId) ?? []), a]);
  }
  // disabled users get no mail (and keep their claim free for the day they are enabled again)
  const recipients = new Map(
    (await enabledUsersByIds(tx, tenantId, [...byUser.keys()])).map((u) => [u.userId.toLowerCase(), u]),
  );
  const claimed: ClaimedMail[] = [];
  for (const [userId, assignments] of byUser) {
    const user = recipients.get(userId.toLowerCase());
    if (!user?.email || !(await claimMailDay(tx, tenantId, userId, today))) continue;
    const lines: MailLine[] = [];
    const stamps = new Map<Stamp, string[]>();
    for (const a of assignments) {
      const kind = mailKindOf(a, today, a.reminders)!;
      for (const stamp of stampsOf(kind, a, today)) stamps.set(stamp, [...(stamps.get(stamp) ?? []), a.id]);
      lines.push({ kind, documentName: a.documentName, version: a.version, dueDate: a.dueDate });
    }
    for (const [stamp, ids] of stamps) stamps.set(stamp, await stampMailed(tx, tenantId, stamp, ids, now));
    claimed.push({
      userId,
      stamps,
      mail: {
        to: user.email,
        subject: TRAINING_MAIL_SUBJECT(lines),
        text: trainingMailText(user.displayName, lines, `${deps.publicUrl}${MY_TRAININGS_PAGE}`),
      },
    });
  }
  return claimed;
}

/** One sweep over every tenant for `today` (the server's UTC day unless a test names one); answers mails sent. */
export async function sweepTrainingMails(
  deps: SweepDeps,
  now = new Date(),
  today = now.toISOString().slice(0, 10),
) {
  let sent = 0;
  for (const tenantId of await allTenantIds(deps.db)) {
    const claimed = await withTenant(deps.db, tenantId, (tx) =>
      claimTenantMails(tx, tenantId, deps, today, now),
    );
    for (const { userId, mail, stamps } of claimed) {
      try {
        await deps.mailer.sendText(mail, now);
        sent++;
      } catch (error) {
        deps.log.error(
          { err: error, to: mail.to },
          'training mail could not be sent; it is tried again later',
        );
        await withTenant(deps.db, tenantId, async (tx) => {
          await releaseMailDay(tx, tenantId, userId, today);
          for (const [stamp, ids] of stamps) await unstampMailed(tx, tenantId, stamp, ids, now);
        });
      }
    }
  }
  if (sent > 0) deps.log.info({ mails: sent }, 'training mails sent');
  return sent;
}

/**
 * Runs the sweep once at start and then every `minutes` (0: never), one sweep at a time in this process; answers
 * the stop function that waits for a sweep under way (the server's close).
 */
export function scheduleTrainingMailSweep(deps: SweepDeps, minutes: number): () => Promise<void> {
  if (minutes <= 0) return async () => {};
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => sweepTrainingMails(deps))
      .catch((error: unknown) => deps.log.error({ err: error }, 'training mail sweep failed'));
  };
  run();
  const timer = setInterval(run, minutes * 60_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
