import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '../client/http';
import {
  ChangeControlRelease,
  ChangeControlReleaseList,
  CurrentRelease,
  SIGNATURE_SESSION_PATH,
  SignatureList,
  SignatureSession,
  type ArtifactKind,
  type ReleaseApprove,
  type ReleaseCancel,
  type ReleaseComplete,
  type ReleaseCreate,
  type ReleaseDecline,
  type ReleaseRevert,
} from './change-control.contract';
import { ARTIFACT_PATHS } from './change-control.paths';
import {
  DocumentHistory,
  NewVersionCreated,
  ReleaseStateChanged,
  type ReleaseStateChange,
} from './versions.contract';

// Hooks of the change-control workflow, parameterised by the artifact kind ('sops' | 'templates') so the
// processes and templates areas share one Release Workflow and one Document History.

/** Query keys: `all(kind)` invalidates every release, history and signature list of that kind. */
export const changeControlKeys = {
  all: (kind: ArtifactKind) => ['change-control', kind] as const,
  releases: (kind: ArtifactKind, versionId: string) =>
    [...changeControlKeys.all(kind), 'releases', versionId] as const,
  current: (kind: ArtifactKind, versionId: string) =>
    [...changeControlKeys.all(kind), 'current', versionId] as const,
  signatures: (kind: ArtifactKind, versionId: string) =>
    [...changeControlKeys.all(kind), 'signatures', versionId] as const,
  history: (kind: ArtifactKind, artifactId: string) =>
    [...changeControlKeys.all(kind), 'history', artifactId] as const,
};

/**
 * A decision (approve, decline, revert) moves only the release, and the answer is the release as it now is: it goes
 * straight into the card, and only the version's release list and signatures are fetched again. Signing must not
 * reload the area's lists or the tenant's terms (issue 27: one signature reloaded 7 resources).
 */
function refreshAfterDecision(
  client: QueryClient,
  kind: ArtifactKind,
  versionId: string,
  release: ChangeControlRelease | undefined,
): Promise<void> {
  if (release) client.setQueryData(changeControlKeys.current(kind, versionId), { release });
  return Promise.all([
    release ? undefined : client.invalidateQueries({ queryKey: changeControlKeys.current(kind, versionId) }),
    client.invalidateQueries({ queryKey: changeControlKeys.releases(kind, versionId) }),
    client.invalidateQueries({ queryKey: changeControlKeys.signatures(kind, versionId) }),
  ]).then(() => undefined);
}

/**
 * Start, cancel, complete, obsolete and a new version move the version's release state: its workflow, its document
 * and its history are fetched again, and so are the area's lists, statistics and searches where they are on screen
 * (the detail's tree and its old-version banner read the list); elsewhere they are only marked stale. Terms and
 * blocks do not change with a state.
 */
function refreshAfterStateChange(client: QueryClient, kind: ArtifactKind, versionId: string): Promise<void> {
  const isWorkflowOfOtherVersion = (key: readonly unknown[]) =>
    key[0] === 'change-control' && key[1] === kind && key[2] !== 'history' && key[3] !== versionId;
  return Promise.all([
    client.invalidateQueries({
      queryKey: changeControlKeys.all(kind),
      predicate: ({ queryKey }) => !isWorkflowOfOtherVersion(queryKey),
    }),
    client.invalidateQueries({ queryKey: [kind, 'detail', versionId] }),
    client.invalidateQueries({ queryKey: [kind, 'current'] }),
    client.invalidateQueries({
      queryKey: [kind],
      predicate: ({ queryKey }) =>
        !['detail', 'current', 'terms', 'deleted-terms', 'block'].includes(String(queryKey[1])),
    }),
  ]).then(() => undefined);
}

function releasesQueryOptions(kind: ArtifactKind, versionId: string) {
  return queryOptions({
    queryKey: changeControlKeys.releases(kind, versionId),
    queryFn: ({ signal }) =>
      apiJson(ChangeControlReleaseList, ARTIFACT_PATHS[kind].changeControl(versionId), { signal }),
  });
}
/** Every release of the version, newest first (cancelled ones are the 'Cancelled - {date}' panels). */
export const useReleases = (kind: ArtifactKind, versionId: string): UseQueryResult<ChangeControlRelease[]> =>
  useQuery({ ...releasesQueryOptions(kind, versionId), enabled: !!versionId });

function currentReleaseQueryOptions(kind: ArtifactKind, versionId: string) {
  return queryOptions({
    queryKey: changeControlKeys.current(kind, versionId),
    queryFn: ({ signal }) => apiJson(CurrentRelease, ARTIFACT_PATHS[kind].release(versionId), { signal }),
  });
}
/** The RUNNING or COMPLETED release, or `{ release: null }`. */
export const useCurrentRelease = (kind: ArtifactKind, versionId: string): UseQueryResult<CurrentRelease> =>
  useQuery({ ...currentReleaseQueryOptions(kind, versionId), enabled: !!versionId });

function signaturesQueryOptions(kind: ArtifactKind, versionId: string) {
  return queryOptions({
    queryKey: changeControlKeys.signatures(kind, versionId),
    queryFn: ({ signal }) => apiJson(SignatureList, ARTIFACT_PATHS[kind].signatures(versionId), { signal }),
  });
}
/**
 * The signatures of a version. The OBSOLETE card asks for them (`enabled`) to show the 'Made obsolete' one, which
 * belongs to the version, not to a release.
 */
export const useSignatures = (
  kind: ArtifactKind,
  versionId: string,
  enabled = true,
): UseQueryResult<z.infer<typeof SignatureList>> =>
  useQuery({ ...signaturesQueryOptions(kind, versionId), enabled: enabled && !!versionId });

export function documentHistoryQueryOptions(kind: ArtifactKind, artifactId: string) {
  return queryOptions({
    queryKey: changeControlKeys.history(kind, artifactId),
    queryFn: ({ signal }) => apiJson(DocumentHistory, ARTIFACT_PATHS[kind].history(artifactId), { signal }),
  });
}
export const useDocumentHistory = (kind: ArtifactKind, artifactId: string): UseQueryResult<DocumentHistory> =>
  useQuery({ ...documentHistoryQueryOptions(kind, artifactId), enabled: !!artifactId });

/**
 * Whether the next signature must name the e-mail too (the first of the session). Fetched each time a signature
 * dialog opens (`enabled`), never cached: a signature given in another tab changes the answer.
 */
export const useSignatureSession = (enabled: boolean): UseQueryResult<SignatureSession> =>
  useQuery({
    queryKey: ['signatures', 'session'],
    queryFn: ({ signal }) => apiJson(SignatureSession, SIGNATURE_SESSION_PATH, { signal }),
    enabled,
    gcTime: 0,
    staleTime: 0,
  });

export function startRelease(
  kind: ArtifactKind,
  versionId: string,
  body: ReleaseCreate,
): Promise<ChangeControlRelease> {
  return apiJson(ChangeControlRelease, ARTIFACT_PATHS[kind].release(versionId), { method: 'POST', body });
}

/** The body of each PUT …/release/{action}. */
interface ReleaseActionBodies {
  cancel: ReleaseCancel;
  complete: ReleaseComplete;
  approve: ReleaseApprove;
  decline: ReleaseDecline;
  revert: ReleaseRevert;
}
type ReleaseActionCall = {
  [A in keyof ReleaseActionBodies]: { action: A; body: ReleaseActionBodies[A] };
}[keyof ReleaseActionBodies];

const DECISIONS: ReadonlySet<ReleaseActionCall['action']> = new Set(['approve', 'decline', 'revert']);
const isDecision = (action: ReleaseActionCall['action']): boolean => DECISIONS.has(action);

export function runReleaseAction(
  kind: ArtifactKind,
  versionId: string,
  { action, body }: ReleaseActionCall,
): Promise<ChangeControlRelease> {
  return apiJson(ChangeControlRelease, ARTIFACT_PATHS[kind].releaseAction(versionId, action), {
    method: 'PUT',
    body,
  });
}

export function useStartRelease(
  kind: ArtifactKind,
  versionId: string,
): UseMutationResult<ChangeControlRelease, Error, ReleaseCreate> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReleaseCreate) => startRelease(kind, versionId, body),
    onSettled: () => refreshAfterStateChange(client, kind, versionId),
  });
}

/** cancel, complete, approve, decline, revert: the answer is the release as it now is. */
export function useReleaseAction(
  kind: ArtifactKind,
  versionId: string,
): UseMutationResult<ChangeControlRelease, Error, ReleaseActionCall> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (call: ReleaseActionCall) => runReleaseAction(kind, versionId, call),
    onSettled: (release, _error, { action }) =>
      isDecision(action)
        ? refreshAfterDecision(client, kind, versionId, release)
        : refreshAfterStateChange(client, kind, versionId),
  });
}

export function createNewVersion(kind: ArtifactKind, artifactId: string): Promise<NewVersionCreated> {
  return apiJson(NewVersionCreated, ARTIFACT_PATHS[kind].newVersion(artifactId), { method: 'POST' });
}

export function useCreateNewVersion(
  kind: ArtifactKind,
): UseMutationResult<NewVersionCreated, Error, { artifactId: string }> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ artifactId }: { artifactId: string }) => createNewVersion(kind, artifactId),
    // the new version is another record: the old one's workflow is unchanged, the lists gain a version
    onSettled: (created) => refreshAfterStateChange(client, kind, created?.versionId ?? ''),
  });
}

interface ReleaseStateCall {
  artifactId: string;
  versionId: string;
  body: ReleaseStateChange;
}
export function changeReleaseState(
  kind: ArtifactKind,
  { artifactId, versionId, body }: ReleaseStateCall,
): Promise<ReleaseStateChanged> {
  return apiJson(ReleaseStateChanged, ARTIFACT_PATHS[kind].releaseState(artifactId, versionId), {
    method: 'PUT',
    body,
  });
}
/** RELEASED → OBSOLETE (signed 'Made obsolete'); the workflow owns every other transition. */
export function useChangeReleaseState(
  kind: ArtifactKind,
): UseMutationResult<ReleaseStateChanged, Error, ReleaseStateCall> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (call: ReleaseStateCall) => changeReleaseState(kind, call),
    onSettled: (_answer, _error, { versionId }) => refreshAfterStateChange(client, kind, versionId),
  });
}
