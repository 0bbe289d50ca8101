import { http, HttpResponse } from 'msw';
import type { ZodType } from 'zod';
import { validationMessage } from '../../common/validation';
import {
  ReleaseApprove,
  ReleaseCancel,
  ReleaseComplete,
  ReleaseCreate,
  ReleaseDecline,
  ReleaseRevert,
  type ChangeControlRelease,
  type Participant,
  type Signature,
  type SignatureMeaning,
} from '../../change-control/change-control.contract';
import {
  CHANGE_CONTROL_ERRORS as E,
  SIGNATURE_PASSWORD_WRONG,
} from '../../change-control/change-control.messages';
import { allParticipantsApproved, ownParticipantRecord } from '../../change-control/change-control.rules';
import { fourEyesRefusal, signsSecondCapacity } from '../../change-control/release-rules';
import { ReleaseStateChange } from '../../change-control/versions.contract';
import type { ArtifactKind } from '../../change-control/change-control.contract';
import type { ReleaseState } from '../../common/release-state';
import { getMockDb, type MockDb } from '../db';
import { blocksOf, uuid } from './processes-store';
import { mockReleaseRules } from './release-rules.handlers';
import { decodeJwtPayload, errorResponse, forbidViewer, qms, readJson, requireToken } from './util';

// Change control of processes and templates in the in-memory mock (spec 1 §4, §7), answering like the server:
// one handler set per artifact kind over a small host (as the server's change-control module). Signing: any
// non-empty password is accepted except MOCK_WRONG_PASSWORD, which gets the server's 403.

/** The fields of a version change control reads and writes (a process version or a template version). */
interface MockVersion {
  artifactId: string;
  versionId: string;
  version: number;
  releaseState: ReleaseState;
  changeDescription: string;
  dbVersion: number;
}
/** Where a kind's versions live in the mock and how its paths and records are named. */
interface MockHost {
  /** the path prefix: '/sops' or '/templates' */
  base: string;
  recordType: 'SOP' | 'TEMPLATE';
  /** 404 text */
  notFound: string;
  versions(): MockVersion[];
  /** a stand-in for the hash of the signed content */
  contentHash(version: MockVersion): string;
  /** the release-state path (processes name the artifact, templates only the version) */
  releaseStatePath: string;
}
export const MOCK_HOSTS: Record<ArtifactKind, MockHost> = {
  sops: {
    base: '/sops',
    recordType: 'SOP',
    notFound: 'Process version not found.',
    versions: () => getMockDb().sops.sops,
    contentHash: (v) => `mock-${blocksOf(v.versionId).length}`,
    releaseStatePath: '/sops/:artifactId/versions/:versionId/release-state',
  },
  templates: {
    base: '/templates',
    recordType: 'TEMPLATE',
    notFound: 'Template version not found.',
    versions: () => getMockDb().templates,
    contentHash: (v) => `mock-template-${v.dbVersion}`,
    releaseStatePath: '/templates/v/:versionId/release-state',
  },
};

export const MOCK_WRONG_PASSWORD = 'wrong-password';
const stores = new WeakMap<MockDb, { releases: ChangeControlRelease[]; signatures: Signature[] }>();
function store() {
  const db = getMockDb();
  let s = stores.get(db);
  if (!s) stores.set(db, (s = { releases: [], signatures: [] }));
  return s;
}

/** The signed-in user: the token's subject when the directory knows it, else the mock admin or viewer. */
export function currentUserId(request: Request): string {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  const sub = decodeJwtPayload(token)?.sub;
  if (typeof sub === 'string' && getMockDb().users.some((u) => u.userId === sub)) return sub;
  return forbidViewer(request) ? 'mock-viewer' : 'mock-admin';
}
const nameOf = (userId: string) => getMockDb().users.find((u) => u.userId === userId)?.displayName ?? userId;

async function parse<S extends ZodType>(schema: S, request: Request) {
  const parsed = schema.safeParse(await readJson(request));
  return parsed.success ? parsed.data : errorResponse(400, validationMessage(parsed.error));
}

function sign(host: MockHost, userId: string, version: MockVersion, meaning: SignatureMeaning): Signature {
  const signature: Signature = {
    id: uuid(),
    signerUserId: userId,
    printedName: nameOf(userId),
    meaning,
    signedAt: new Date().toISOString(),
    recordType: host.recordType,
    recordId: version.versionId,
    recordVersion: version.version,
    contentHash: host.contentHash(version),
  };
  store().signatures.push(signature);
  return signature;
}

/** Every release of the mock's processes and templates (the history handlers read the completed ones). */
export const changeControlReleases = (): readonly ChangeControlRelease[] => store().releases;

/**
 * Before a DRAFT version is deleted (as the server's removeReleasesOfDeletedVersion): a version with signatures is
 * kept (409), otherwise its cancelled releases go with it. Returns the refusal, or null when the delete may go on.
 */
export function releasesOnVersionDelete(versionId: string): Response | null {
  if (store().signatures.some((s) => s.recordId === versionId))
    return errorResponse(409, E.deleteSignedVersion);
  const s = store();
  s.releases = s.releases.filter((r) => r.artifactVersionId !== versionId);
  return null;
}

const current = (versionId: string) =>
  store().releases.find((r) => r.artifactVersionId === versionId && r.state !== 'CANCELLED') ?? null;
const touch = (release: ChangeControlRelease) => (release.dbVersion += 1);
const setState = (version: MockVersion, state: ReleaseState) => {
  version.releaseState = state;
  version.dbVersion += 1;
};

type Params = Record<string, string | readonly string[] | undefined>;
/** The version of the path and the running release, or the answer to send. */
function running(host: MockHost, params: Params) {
  const version = host.versions().find((v) => v.versionId === String(params.versionId));
  if (!version) return errorResponse(404, host.notFound);
  const release = current(version.versionId);
  if (!release || release.state !== 'RUNNING') return errorResponse(409, E.noRunningRelease);
  return { version, release };
}

const participant = (kind: Participant['kind'], userId: string): Participant => ({
  id: uuid(),
  dbVersion: 0,
  kind,
  userId,
  userDisplayName: nameOf(userId),
  decision: 'OPEN',
  comment: '',
  decidedAt: null,
  signature: null,
});

const decision = (host: MockHost, action: 'approve' | 'decline' | 'revert', schema: ZodType) =>
  http.put(qms(`${host.base}/v/:versionId/change-control/release/${action}`), async ({ request, params }) => {
    const denied = requireToken(request);
    if (denied) return denied;
    const body = (await parse(schema, request)) as
      | Response
      | { comment: string; dbVersion: number; participantId?: string; password?: string };
    if (body instanceof Response) return body;
    const found = running(host, params);
    if (found instanceof Response) return found;
    const userId = currentUserId(request);
    const record = body.participantId
      ? [...found.release.authors, ...found.release.approvers].find(
          (p) => p.id === body.participantId && p.userId === userId,
        )
      : ownParticipantRecord(found.release, userId);
    if (!record) return errorResponse(403, E.notParticipant);
    if (record.dbVersion !== body.dbVersion) return errorResponse(409, E.participantChanged);
    if (action === 'revert' ? record.decision === 'OPEN' : record.decision !== 'OPEN') {
      return errorResponse(409, action === 'revert' ? E.nothingToRevert : E.alreadyDecided);
    }
    if (action !== 'revert' && signsSecondCapacity(found.release, record, mockReleaseRules().fourEyes)) {
      return errorResponse(409, E.secondCapacity);
    }
    if (body.password === MOCK_WRONG_PASSWORD) return errorResponse(403, SIGNATURE_PASSWORD_WRONG);
    const signature =
      action === 'revert'
        ? null
        : sign(host, userId, found.version, action === 'approve' ? 'Approved' : 'Declined');
    Object.assign(record, {
      decision: action === 'approve' ? 'APPROVED' : action === 'decline' ? 'DECLINED' : 'OPEN',
      comment: body.comment,
      decidedAt: signature?.signedAt ?? null,
      signature,
      dbVersion: record.dbVersion + 1,
    });
    touch(found.release);
    return HttpResponse.json(found.release);
  });

const handlersFor = (host: MockHost) => [
  http.get(qms(`${host.base}/v/:versionId/change-control`), ({ params }) =>
    HttpResponse.json(
      store()
        .releases.filter((r) => r.artifactVersionId === params.versionId)
        .reverse(),
    ),
  ),
  http.get(qms(`${host.base}/v/:versionId/change-control/release`), ({ params }) =>
    HttpResponse.json({ release: current(String(params.versionId)) }),
  ),
  http.get(qms(`${host.base}/v/:versionId/signatures`), ({ params }) =>
    HttpResponse.json(store().signatures.filter((s) => s.recordId === params.versionId)),
  ),
  http.post(qms(`${host.base}/v/:versionId/change-control/release`), async ({ request, params }) => {
    const denied = forbidViewer(request);
    if (denied) return denied;
    const body = await parse(ReleaseCreate, request);
    if (body instanceof Response) return body;
    const version = host.versions().find((v) => v.versionId === String(params.versionId));
    if (!version) return errorResponse(404, host.notFound);
    if (current(version.versionId)) return errorResponse(409, E.releaseExists);
    if (version.releaseState !== 'DRAFT') return errorResponse(409, E.versionNotDraft);
    const refusal = fourEyesRefusal(body, mockReleaseRules().fourEyes);
    if (refusal) return errorResponse(400, refusal.message);
    const userId = currentUserId(request);
    const release: ChangeControlRelease = {
      id: uuid(),
      dbVersion: 0,
      artifactType: host.recordType,
      artifactVersionId: version.versionId,
      initiatedBy: userId,
      initiatedByDisplayName: nameOf(userId),
      initiatedAt: new Date().toISOString(),
      initiatedComment: body.comment,
      dueDate: body.dueDate ?? null,
      effectiveDate: body.effectiveDate ?? null,
      expectedDecider: body.expectedDecider,
      expectedDeciderDisplayName: nameOf(body.expectedDecider),
      state: 'RUNNING',
      decidedAt: null,
      decidedByDisplayName: null,
      decidedComment: '',
      signature: null,
      authors: body.authorUserIds.map((id) => participant('AUTHOR', id)),
      approvers: body.approverUserIds.map((id) => participant('APPROVER', id)),
    };
    store().releases.push(release);
    setState(version, 'IN_RELEASE');
    return HttpResponse.json(release, { status: 201 });
  }),
  http.put(qms(`${host.base}/v/:versionId/change-control/release/cancel`), async ({ request, params }) => {
    const denied = forbidViewer(request);
    if (denied) return denied;
    const body = await parse(ReleaseCancel, request);
    if (body instanceof Response) return body;
    const found = running(host, params);
    if (found instanceof Response) return found;
    if (found.release.dbVersion !== body.dbVersion) return errorResponse(409, E.releaseChanged);
    Object.assign(found.release, {
      state: 'CANCELLED',
      decidedAt: new Date().toISOString(),
      decidedByDisplayName: nameOf(currentUserId(request)),
      decidedComment: body.comment,
    });
    touch(found.release);
    setState(found.version, 'DRAFT');
    return HttpResponse.json(found.release);
  }),
  http.put(qms(`${host.base}/v/:versionId/change-control/release/complete`), async ({ request, params }) => {
    const denied = forbidViewer(request);
    if (denied) return denied;
    const body = await parse(ReleaseComplete, request);
    if (body instanceof Response) return body;
    const found = running(host, params);
    if (found instanceof Response) return found;
    const userId = currentUserId(request);
    if (found.release.dbVersion !== body.dbVersion) return errorResponse(409, E.releaseChanged);
    if (found.release.expectedDecider !== userId) return errorResponse(403, E.completeNotAllowed);
    if (!allParticipantsApproved(found.release)) return errorResponse(409, E.notAllApproved);
    if (!found.version.changeDescription.trim()) return errorResponse(400, E.changeDescriptionRequired);
    if (body.password === MOCK_WRONG_PASSWORD) return errorResponse(403, SIGNATURE_PASSWORD_WRONG);
    const signature = sign(host, userId, found.version, 'Released');
    Object.assign(found.release, {
      state: 'COMPLETED',
      decidedAt: signature.signedAt,
      decidedByDisplayName: signature.printedName,
      decidedComment: body.comment,
      signature,
      // the server's default: the release day + the tenant's training period (issue 29.2)
      effectiveDate:
        found.release.effectiveDate ??
        new Date(
          Date.parse(signature.signedAt) +
            getMockDb().documentControlSettings.trainingPeriodDays * 86_400_000,
        )
          .toISOString()
          .slice(0, 10),
    });
    touch(found.release);
    for (const other of host.versions()) {
      if (other.artifactId === found.version.artifactId && other.releaseState === 'RELEASED') {
        setState(other, 'OBSOLETE');
      }
    }
    setState(found.version, 'RELEASED');
    return HttpResponse.json(found.release);
  }),
  decision(host, 'approve', ReleaseApprove),
  decision(host, 'decline', ReleaseDecline),
  decision(host, 'revert', ReleaseRevert),
  http.put(qms(host.releaseStatePath), async ({ request, params }) => {
    const denied = forbidViewer(request);
    if (denied) return denied;
    const body = await parse(ReleaseStateChange, request);
    if (body instanceof Response) return body;
    const version = host.versions().find((v) => v.versionId === String(params.versionId));
    if (!version || (params.artifactId !== undefined && version.artifactId !== params.artifactId))
      return errorResponse(404, host.notFound);
    if (body.releaseState !== 'OBSOLETE') return errorResponse(409, E.releaseStateByWorkflow);
    if (version.releaseState !== 'RELEASED') return errorResponse(409, E.onlyReleasedToObsolete);
    if (version.dbVersion !== body.dbVersion) return errorResponse(409, E.versionChanged);
    if (!body.password || body.password === MOCK_WRONG_PASSWORD) {
      return errorResponse(403, SIGNATURE_PASSWORD_WRONG);
    }
    const signature = sign(host, currentUserId(request), version, 'Made obsolete');
    setState(version, 'OBSOLETE');
    const { versionId, version: number, releaseState, dbVersion } = version;
    return HttpResponse.json({ versionId, version: number, releaseState, dbVersion, signature });
  }),
];

/**
 * The mock models no sign-in sessions: every signature is a later one of its session, so the dialog asks for the
 * password alone. The first-of-session rule (e-mail too) is the server's, tested there (signatures.test.ts).
 */
const signatureSessionHandler = http.get(qms('/signatures/session'), () =>
  HttpResponse.json({ emailRequired: false }),
);

/** The handlers of both kinds: the same code, each on its own paths and versions. */
export const changeControlHandlers = [
  ...handlersFor(MOCK_HOSTS.sops),
  ...handlersFor(MOCK_HOSTS.templates),
  signatureSessionHandler,
];
