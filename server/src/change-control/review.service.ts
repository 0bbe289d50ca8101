import {
  addMonths,
  REVIEW_ERRORS as E,
  REVIEW_WINDOW_DAYS,
  releaseWorkflowLink,
  type DueReview,
  type ReviewSchedule,
  type ReviewScheduleUpdate,
  type ReviewSign,
  utcDay,
} from '@qms/shared-api/contract';
import type { z } from 'zod';
import { setAuditReason, type Tx } from '../db/tenant';
import { conflict, HttpError } from '../http/errors';
import { currentRelease } from './releases.repository';
import { sign, type CcContext } from './change-control.service';
import { versionsOf, type ChangeControlHost, type HostVersion } from './host';
import { isWithinReviewWindow, nextReviewDue } from './review-due';
import {
  clearDirectDueDate,
  insertReview,
  lastReviewDays,
  newestCompletedReleases,
  reviewsOf,
  saveSchedule,
  scheduleOf,
  schedulesOfTenant,
  type ScheduleRow,
} from './reviews.repository';
import { documentControlSettings } from './settings';

// Periodic review (issue 29.6), generic over the artifact kinds through their hosts: a document's schedule, the
// admin's changes to it, the signed 'Reviewed, no change needed', and the tenant's documents due for review.

/** The document's RELEASED version and the day it was released, or null when it has none. */
async function releasedVersionOf(ctx: CcContext, artifactId: string) {
  const { tx, user, host } = ctx;
  const released = (await host.listVersions(tx, user.tenantId, artifactId)).find(
    (v) => v.releaseState === 'RELEASED',
  );
  if (!released) return null;
  const release = await currentRelease(tx, user.tenantId, host.artifactType, released.versionId);
  // a RELEASED version always has its completed release; the version's own day is the fallback of old data
  return { version: released, releaseDay: utcDay(release?.decidedAt ?? new Date()) };
}

/** GET …/review-schedule */
export async function reviewSchedule(ctx: CcContext, artifactId: string): Promise<ReviewSchedule> {
  const { tx, user, host } = ctx;
  const released = await releasedVersionOf(ctx, artifactId);
  const schedule = await scheduleOf(tx, user.tenantId, host.artifactType, artifactId);
  const reviews = await reviewsOf(tx, user.tenantId, host.artifactType, artifactId);
  const { reviewIntervalMonths } = await documentControlSettings(tx, user.tenantId);
  const intervalMonths = schedule.intervalMonths ?? reviewIntervalMonths;
  return {
    artifactType: host.artifactType,
    artifactId,
    versionId: released?.version.versionId ?? null,
    version: released?.version.version ?? null,
    defaultIntervalMonths: reviewIntervalMonths,
    intervalOverride: schedule.intervalMonths,
    intervalMonths,
    nextDueDate: released
      ? nextReviewDue({
          releaseDay: released.releaseDay,
          lastReviewDay: reviews[0] ? utcDay(reviews[0].reviewedAt) : null,
          intervalMonths,
          directDueDate: schedule.nextDueDate,
        })
      : null,
    dueDateSetDirectly: released !== null && schedule.nextDueDate !== null,
    dbVersion: schedule.dbVersion,
    reviews,
  };
}

/** PUT …/review-schedule (admins): the document's own interval and/or a next due date set directly. */
export async function updateReviewSchedule(
  ctx: CcContext,
  artifactId: string,
  body: z.output<typeof ReviewScheduleUpdate>,
): Promise<ReviewSchedule> {
  const { tx, user, host } = ctx;
  await host.listVersions(tx, user.tenantId, artifactId); // 404 for an unknown document
  const saved = await saveSchedule(
    tx,
    user.tenantId,
    host.artifactType,
    artifactId,
    { intervalMonths: body.intervalMonths, nextDueDate: body.nextDueDate },
    body.dbVersion,
  );
  if (!saved) throw conflict(E.scheduleChanged);
  return reviewSchedule(ctx, artifactId);
}

/** The refusals of a review before anything is signed (also run before the password is asked). */
async function checkReview(
  ctx: CcContext,
  versionId: string,
  dbVersion: number,
  lock: boolean,
): Promise<{ version: HostVersion; schedule: ScheduleRow }> {
  const { tx, user, host } = ctx;
  const version = await host.loadVersion(tx, user.tenantId, versionId, lock);
  if (version.releaseState !== 'RELEASED') throw conflict(E.notReleased);
  const schedule = await scheduleOf(tx, user.tenantId, host.artifactType, version.artifactId, lock);
  if (schedule.dbVersion !== dbVersion) throw conflict(E.scheduleChanged);
  return { version, schedule };
}

export async function precheckReview(
  ctx: CcContext,
  versionId: string,
  body: Pick<z.output<typeof ReviewSign>, 'dbVersion'>,
): Promise<void> {
  await checkReview(ctx, versionId, body.dbVersion, false);
}

/**
 * POST …/v/{versionId}/reviews (admins, signed 'Reviewed, no change needed' on the content of the version in
 * force; the password was checked before the transaction): records the review; the next due date is the
 * interval after the review day, and a due date set directly is used up.
 */
export async function signReview(
  ctx: CcContext,
  versionId: string,
  body: z.output<typeof ReviewSign>,
): Promise<ReviewSchedule> {
  const { tx, user, host } = ctx;
  const { version, schedule } = await checkReview(ctx, versionId, body.dbVersion, true);
  if (body.comment) await setAuditReason(tx, body.comment);
  const signature = await sign(ctx, version, 'Reviewed, no change needed', null);
  const { reviewIntervalMonths } = await documentControlSettings(tx, user.tenantId);
  const reviewDay = signature.signedAt.slice(0, 10);
  await insertReview(tx, user.tenantId, {
    artifactType: host.artifactType,
    artifactId: version.artifactId,
    artifactVersionId: versionId,
    version: version.version,
    reviewedAt: new Date(signature.signedAt),
    reviewedBy: user.userId,
    reviewedByDisplayName: signature.printedName,
    comment: body.comment,
    nextDueDate: addMonths(reviewDay, schedule.intervalMonths ?? reviewIntervalMonths),
    signatureId: signature.id,
  });
  // the schedule's dbVersion moves too, so a second reviewer holding the old one is told (409)
  const saved = await saveSchedule(
    tx,
    user.tenantId,
    host.artifactType,
    version.artifactId,
    { intervalMonths: schedule.intervalMonths, nextDueDate: null },
    schedule.dbVersion,
  );
  if (!saved) throw new HttpError(409, E.scheduleChanged);
  return reviewSchedule(ctx, version.artifactId);
}

/** onReleaseCompleted: a new version restarts the review cycle, so a due date set directly ends. */
export async function restartReviewCycle(
  tx: Tx,
  release: { tenantId: string; artifactType: ChangeControlHost['artifactType']; artifactId: string },
): Promise<void> {
  await clearDirectDueDate(tx, release.tenantId, release.artifactType, release.artifactId);
}

/**
 * GET /due-for-review: the tenant's released documents whose review is due on or before `today` + 30 days,
 * earliest first. `today` is the reader's calendar day (so a test or a browser in another zone names it).
 */
export async function dueForReview(
  tx: Tx,
  tenantId: string,
  hosts: readonly ChangeControlHost[],
  today: string,
): Promise<DueReview[]> {
  const schedules = await schedulesOfTenant(tx, tenantId);
  const lastReviews = await lastReviewDays(tx, tenantId);
  const { reviewIntervalMonths } = await documentControlSettings(tx, tenantId);
  const within = (await newestCompletedReleases(tx, tenantId)).flatMap((row) => {
    const key = `${row.artifactType}:${row.artifactId}`;
    const schedule = schedules.get(key);
    const nextDueDate = nextReviewDue({
      releaseDay: row.releaseDay,
      lastReviewDay: lastReviews.get(key) ?? null,
      intervalMonths: schedule?.intervalMonths ?? reviewIntervalMonths,
      directDueDate: schedule?.nextDueDate ?? null,
    });
    return isWithinReviewWindow(nextDueDate, today, REVIEW_WINDOW_DAYS) ? [{ ...row, nextDueDate }] : [];
  });
  // the versions of those due, in one statement per artifact type
  const versions = await versionsOf(tx, tenantId, hosts, within);
  const due: DueReview[] = within.flatMap((row) => {
    const version = versions.get(row.versionId)!;
    if (version.releaseState !== 'RELEASED') return [];
    return [
      {
        artifactType: row.artifactType,
        artifactId: row.artifactId,
        versionId: row.versionId,
        name: version.name,
        version: version.version,
        nextDueDate: row.nextDueDate,
        link: releaseWorkflowLink(row.artifactType, row.versionId),
      },
    ];
  });
  return due.sort((a, b) => a.nextDueDate.localeCompare(b.nextDueDate) || a.name.localeCompare(b.name));
}
