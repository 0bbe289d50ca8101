import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { server } from '../mock/node';
import { setupMockApi } from '../mock/setup-mock-api';
import type { ChangeControlRelease } from './change-control.contract';
import { changeControlKeys, useReleaseAction, useStartRelease } from './change-control.queries';

setupMockApi();

const V = 'version-1';
const OTHER = 'version-2';
const release: ChangeControlRelease = {
  id: 'release-1',
  dbVersion: 2,
  artifactType: 'SOP',
  artifactVersionId: V,
  initiatedBy: 'u1',
  initiatedByDisplayName: 'Anna Admin',
  initiatedAt: '2026-11-28T10:00:00.000Z',
  initiatedComment: 'Please sign',
  expectedDecider: 'u1',
  expectedDeciderDisplayName: 'Anna Admin',
  state: 'RUNNING',
  decidedAt: null,
  decidedByDisplayName: null,
  decidedComment: '',
  dueDate: null,
  effectiveDate: null,
  signature: null,
  authors: [],
  approvers: [],
};

/** What a process detail on its Release Workflow holds in the cache, plus another version's workflow. */
const KEYS = {
  list: ['sops', 'list'],
  terms: ['sops', 'terms', V],
  termSearch: ['sops', 'term-search'],
  detail: ['sops', 'detail', V],
  current: changeControlKeys.current('sops', V),
  releases: changeControlKeys.releases('sops', V),
  signatures: changeControlKeys.signatures('sops', V),
  history: changeControlKeys.history('sops', 'artifact-1'),
  otherReleases: changeControlKeys.releases('sops', OTHER),
} as const;

function setup() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  for (const key of Object.values(KEYS)) client.setQueryData(key, { cached: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hooks = renderHook(
    () => ({
      action: useReleaseAction('sops', V),
      start: useStartRelease('sops', V),
    }),
    { wrapper },
  );
  const refreshed = () =>
    Object.entries(KEYS)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { client, hooks: hooks.result, refreshed };
}

const answer = (body: ChangeControlRelease) => () => HttpResponse.json(body);

describe('what a release action refreshes (issue 27: a signature reloaded the whole process list and terms)', () => {
  it('a signed decision puts the answered release into the card and refreshes only its releases and signatures', async () => {
    server.use(http.put(`*/qms-api/sops/v/${V}/change-control/release/approve`, answer(release)));
    const { client, hooks, refreshed } = setup();
    await act(() =>
      hooks.current.action.mutateAsync({
        action: 'approve',
        body: { comment: '', dbVersion: 1, password: 'secret' },
      }),
    );
    expect(refreshed()).toEqual(['releases', 'signatures']);
    expect(client.getQueryData(KEYS.current)).toEqual({ release });
  });

  it('a failed decision refreshes the release it could not change, nothing else', async () => {
    server.use(
      http.put(`*/qms-api/sops/v/${V}/change-control/release/decline`, () =>
        HttpResponse.json({ errorMessage: 'Wrong password' }, { status: 400 }),
      ),
    );
    const { hooks, refreshed } = setup();
    await act(() =>
      hooks.current.action
        .mutateAsync({ action: 'decline', body: { comment: 'No', dbVersion: 1, password: 'wrong' } })
        .catch(() => undefined),
    );
    expect(refreshed()).toEqual(['current', 'releases', 'signatures']);
  });

  it('a state change refreshes the version, its workflow and history; lists not on screen only go stale, terms stay', async () => {
    server.use(
      http.put(
        `*/qms-api/sops/v/${V}/change-control/release/complete`,
        answer({ ...release, state: 'COMPLETED' }),
      ),
    );
    const { client, hooks, refreshed } = setup();
    await act(() =>
      hooks.current.action.mutateAsync({ action: 'complete', body: { dbVersion: 2, password: 'secret' } }),
    );
    expect(refreshed()).toEqual([
      'current',
      'detail',
      'history',
      'list',
      'releases',
      'signatures',
      'termSearch',
    ]);
    // marked stale, not fetched now: nothing observes them in this test
    expect(client.getQueryState(KEYS.list)?.fetchStatus).toBe('idle');
  });

  it('a state change fetches the list again where it is on screen (the detail tree and old-version banner read it)', async () => {
    server.use(
      http.put(
        `*/qms-api/sops/v/${V}/change-control/release/complete`,
        answer({ ...release, state: 'COMPLETED' }),
      ),
    );
    const { client, hooks } = setup();
    let fetches = 0;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useQuery({ queryKey: KEYS.list, queryFn: () => ++fetches, staleTime: Infinity }), {
      wrapper,
    });
    expect(fetches).toBe(0);
    await act(() =>
      hooks.current.action.mutateAsync({ action: 'complete', body: { dbVersion: 2, password: 'secret' } }),
    );
    await waitFor(() => expect(fetches).toBe(1));
  });

  it('starting a release refreshes the same as any state change, never another version’s workflow', async () => {
    server.use(http.post(`*/qms-api/sops/v/${V}/change-control/release`, answer(release)));
    const { hooks, refreshed } = setup();
    await act(() =>
      hooks.current.start.mutateAsync({
        comment: 'Go',
        expectedDecider: 'u1',
        authorUserIds: ['u2'],
        approverUserIds: [],
      }),
    );
    expect(refreshed()).not.toContain('otherReleases');
    expect(refreshed()).not.toContain('terms');
  });
});
