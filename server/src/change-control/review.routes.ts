import { z } from 'zod';
import {
  ArtifactVersionIdParams,
  DueForReviewQuery,
  DueReviewList,
  ReviewSchedule,
  ReviewScheduleUpdate,
  ReviewSign,
  type SessionUser,
  utcDay,
} from '@qms/shared-api/contract';
import type { Tx } from '../db/tenant';
import { defineRoute, type AnyRoute } from '../http/route';
import type { ChangeControlHost } from './host';
import {
  dueForReview,
  precheckReview,
  reviewSchedule,
  signReview,
  updateReviewSchedule,
} from './review.service';
import { signedAction } from './signed';

// The generated route checks' requests and rows for these routes: review.examples.ts.

export interface ReviewRoutesMount {
  host: ChangeControlHost;
  /** the artifact kind's path inside the qms service: '/sops' or '/templates' (the signed review's path) */
  basePath: string;
  /** the schedule's path, with `:artifactId` (shared-api REVIEW_PATHS) */
  scheduleUrl: string;
  tags: string[];
}

const ArtifactParams = z.object({ artifactId: z.uuid('Artifact id must be a UUID') });

/**
 * Periodic review of one artifact kind (issue 29.6): GET|PUT the document's review schedule, POST a signed
 * 'Reviewed, no change needed' on its RELEASED version. Processes and templates mount it beside versionRoutes.
 */
export function reviewRoutes({ host, basePath, scheduleUrl, tags }: ReviewRoutesMount): AnyRoute[] {
  const base = { service: 'qms' as const, tenantScoped: true, tags };
  const ctx = (tx: Tx, user: SessionUser) => ({ tx, user, host });
  return [
    defineRoute({
      ...base,
      method: 'GET',
      url: scheduleUrl,
      access: 'read',
      summary:
        "The document's periodic-review schedule (next due date, interval) and its reviews, newest first",
      params: ArtifactParams,
      response: ReviewSchedule,
      handler: ({ tx, user, params }) => reviewSchedule(ctx(tx, user), params.artifactId),
    }),
    defineRoute({
      ...base,
      method: 'PUT',
      url: scheduleUrl,
      access: 'write',
      summary: "Set the document's own review interval and/or its next review due date directly (null: none)",
      params: ArtifactParams,
      body: ReviewScheduleUpdate,
      response: ReviewSchedule,
      handler: ({ tx, user, params, body }) => updateReviewSchedule(ctx(tx, user), params.artifactId, body),
    }),
    defineRoute({
      ...base,
      ...signedAction(
        host,
        (c, params: { versionId: string }, body: { dbVersion: number; password?: string; email?: string }) =>
          precheckReview(c, params.versionId, body),
      ),
      method: 'POST',
      url: `${basePath}/v/:versionId/reviews`,
      access: 'write',
      summary:
        "Sign 'Reviewed, no change needed' on the RELEASED version; the next due date moves by the interval",
      params: ArtifactVersionIdParams,
      body: ReviewSign,
      response: ReviewSchedule,
      handler: ({ tx, user, params, body }) => signReview(ctx(tx, user), params.versionId, body),
    }),
  ];
}

/**
 * GET /due-for-review (issue 29.6): the tenant's released documents of every kind whose review is due or comes
 * within 30 days. Mounted by the route registry with the hosts of all kinds (route-table.ts), like My approvals.
 */
export function dueForReviewRoutes(hosts: readonly ChangeControlHost[]): AnyRoute[] {
  return [
    defineRoute({
      service: 'qms',
      tenantScoped: true,
      tags: ['change control'],
      method: 'GET',
      url: '/due-for-review',
      access: 'read',
      summary:
        'Released processes and templates whose review is due on or before today + 30 days, earliest first',
      query: DueForReviewQuery,
      response: DueReviewList,
      handler: ({ tx, user, query }) =>
        dueForReview(tx, user.tenantId, hosts, query.today ?? utcDay(new Date())),
    }),
  ];
}
