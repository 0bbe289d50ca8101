import { http, HttpResponse } from 'msw';
import { validationMessage } from '../../common/validation';
import { SIGNATURE_PASSWORD_WRONG } from '../../change-control/change-control.messages';
import { addMonths, localDay } from '../../change-control/due-date';
import { releaseWorkflowLink } from '../../change-control/my-approvals.contract';
import {
  DueForReviewQuery,
  REVIEW_ERRORS,
  REVIEW_WINDOW_DAYS,
  ReviewScheduleUpdate,
  ReviewSign,
  type DueReview,
  type ReviewRecord,
  type ReviewSchedule,
} from '../../change-control/periodic-review.contract';
import type { ArtifactKind } from '../../change-control/change-control.contract';
import { getMockDb, type MockDb } from '../db';
import {
  changeControlReleases,
  currentUserId,
  MOCK_HOSTS,
  MOCK_WRONG_PASSWORD,
} from './change-control.handlers';
import { uuid } from './processes-store';
import { errorResponse, forbidViewer, qms, readJson } from './util';

// Periodic review in the mock (issue 29.6), as the server's change-control/review.service.ts answers it: the
// tenant default of 24 months, a document's own interval or a due date set directly, signed reviews.

const DEFAULT_INTERVAL = 24;
interface MockSchedule {
  intervalMonths: number | null;
  nextDueDate: string | null;
  dbVersion: number;
  reviews: ReviewRecord[];
}
const stores = new WeakMap<MockDb, Map<string, MockSchedule>>();
function scheduleOf(artifactId: string): MockSchedule {
  const db = getMockDb();
  let s = stores.get(db);
  if (!s) stores.set(db, (s = new Map()));
  let schedule = s.get(artifactId);
  if (!schedule)
    s.set(artifactId, (schedule = { intervalMonths: null, nextDueDate: null, dbVersion: 0, reviews: [] }));
  return schedule;
}

function releasedOf(kind: ArtifactKind, artifactId: string) {
  const version = MOCK_HOSTS[kind]
    .versions()
    .find((v) => v.artifactId === artifactId && v.releaseState === 'RELEASED');
  if (!version) return null;
  const release = changeControlReleases().find(
    (r) => r.artifactVersionId === version.versionId && r.state === 'COMPLETED',
  );
  return { version, releaseDay: (release?.decidedAt ?? new Date().toISOString()).slice(0, 10) };
}

function answer(kind: ArtifactKind, artifactId: string): ReviewSchedule {
  const s = scheduleOf(artifactId);
  const released = releasedOf(kind, artifactId);
  const intervalMonths = s.intervalMonths ?? DEFAULT_INTERVAL;
  const lastReview = s.reviews[0]?.reviewedAt.slice(0, 10);
  const base = released && lastReview && lastReview > released.releaseDay ? lastReview : released?.releaseDay;
  return {
    artifactType: MOCK_HOSTS[kind].recordType,
    artifactId,
    versionId: released?.version.versionId ?? null,
    version: released?.version.version ?? null,
    defaultIntervalMonths: DEFAULT_INTERVAL,
    intervalOverride: s.intervalMonths,
    intervalMonths,
    nextDueDate: released ? (s.nextDueDate ?? addMonths(base!, intervalMonths)) : null,
    dueDateSetDirectly: !!released && s.nextDueDate !== null,
    dbVersion: s.dbVersion,
    reviews: s.reviews,
  };
}

function handlersFor(kind: ArtifactKind, schedulePath: string) {
  const host = MOCK_HOSTS[kind];
  return [
    http.get(qms(schedulePath), ({ params }) => HttpResponse.json(answer(kind, String(params.artifactId)))),
    http.put(qms(schedulePath), async ({ params, request }) => {
      const denied = forbidViewer(request);
      if (denied) return denied;
      const parsed = ReviewScheduleUpdate.safeParse(await readJson(request));
      if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
      const s = scheduleOf(String(params.artifactId));
      if (s.dbVersion !== parsed.data.dbVersion) return errorResponse(409, REVIEW_ERRORS.scheduleChanged);
      Object.assign(s, {
        intervalMonths: parsed.data.intervalMonths,
        nextDueDate: parsed.data.nextDueDate,
        dbVersion: s.dbVersion + 1,
      });
      return HttpResponse.json(answer(kind, String(params.artifactId)));
    }),
    http.post(qms(`${host.base}/v/:versionId/reviews`), async ({ params, request }) => {
      const denied = forbidViewer(request);
      if (denied) return denied;
      const parsed = ReviewSign.safeParse(await readJson(request));
      if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
      const version = host.versions().find((v) => v.versionId === String(params.versionId));
      if (!version) return errorResponse(404, host.notFound);
      if (version.releaseState !== 'RELEASED') return errorResponse(409, REVIEW_ERRORS.notReleased);
      const s = scheduleOf(version.artifactId);
      if (s.dbVersion !== parsed.data.dbVersion) return errorResponse(409, REVIEW_ERRORS.scheduleChanged);
      // as the server: the state and the dbVersion are checked before the password
      if (parsed.data.password === MOCK_WRONG_PASSWORD) return errorResponse(403, SIGNATURE_PASSWORD_WRONG);
      const reviewedAt = new Date().toISOString();
      const userId = currentUserId(request);
      s.reviews.unshift({
        id: uuid(),
        versionId: version.versionId,
        version: version.version,
        reviewedAt,
        reviewedByDisplayName: getMockDb().users.find((u) => u.userId === userId)?.displayName ?? userId,
        meaning: 'Reviewed, no change needed',
        comment: parsed.data.comment,
        nextDueDate: addMonths(reviewedAt.slice(0, 10), s.intervalMonths ?? DEFAULT_INTERVAL),
      });
      Object.assign(s, { nextDueDate: null, dbVersion: s.dbVersion + 1 });
      return HttpResponse.json(answer(kind, version.artifactId), { status: 201 });
    }),
  ];
}

function dueForReview(today: string): DueReview[] {
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + REVIEW_WINDOW_DAYS);
  const until = limit.toISOString().slice(0, 10);
  return (['sops', 'templates'] as const).flatMap((kind) =>
    MOCK_HOSTS[kind]
      .versions()
      .filter((v) => v.releaseState === 'RELEASED')
      .flatMap((v) => {
        const schedule = answer(kind, v.artifactId);
        if (!schedule.nextDueDate || schedule.nextDueDate > until) return [];
        return [
          {
            artifactType: schedule.artifactType,
            artifactId: v.artifactId,
            versionId: v.versionId,
            name: (v as { name?: string }).name ?? '',
            version: v.version,
            nextDueDate: schedule.nextDueDate,
            link: releaseWorkflowLink(schedule.artifactType, v.versionId),
          },
        ];
      }),
  );
}

export const periodicReviewHandlers = [
  ...handlersFor('sops', '/sops/:artifactId/review-schedule'),
  ...handlersFor('templates', '/templates/a/:artifactId/review-schedule'),
  http.get(qms('/due-for-review'), ({ request }) => {
    const parsed = DueForReviewQuery.safeParse({
      today: new URL(request.url).searchParams.get('today') ?? undefined,
    });
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    const due = dueForReview(parsed.data.today ?? localDay(new Date()));
    return HttpResponse.json(due.sort((a, b) => a.nextDueDate.localeCompare(b.nextDueDate)));
  }),
];
