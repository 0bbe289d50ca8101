import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { GapList, QmsRequirementUpdate } from '@qms/shared-api';
import { gapListHeadOf } from '@qms/shared-api/testing';
import { renderWithProviders, type ScreenTest, type TestSessionKind } from '@qms/shared-ui/test-utils';
import { GapListPage } from './GapListPage';

// The shared set-up of the Gap List page's screen tests (regulation reg-1 at /sr-list/reg-1).

/** Renders the page as the area's router does. */
export const renderGapListPage = (session: TestSessionKind, route = '/sr-list/reg-1') =>
  renderWithProviders(
    <Routes>
      <Route path="/sr-list/:id" element={<GapListPage />} />
    </Routes>,
    { session, route },
  );

/**
 * Serves reg-1's gap list (its head cut from the same list) and stores each saved QMS requirement as the server
 * does (dbVersion + 1). `onPut` sees each body first; an answer it returns is sent instead. `replace` swaps the list.
 */
export function serveGapList(
  server: ScreenTest['server'],
  data: GapList,
  onPut?: (body: QmsRequirementUpdate) => Response | undefined,
): { replace: (next: GapList) => GapList } {
  let current = data;
  server.use(
    http.get('*/qms-api/qms-regulations/reg-1/gap-list', () => HttpResponse.json(current)),
    http.get('*/qms-api/qms-regulations/reg-1/gap-list/head', ({ request }) =>
      HttpResponse.json(gapListHeadOf(current, Number(new URL(request.url).searchParams.get('limit')))),
    ),
    http.put('*/qms-api/qms-requirements', async ({ request }) => {
      const body = (await request.json()) as QmsRequirementUpdate;
      const answer = onPut?.(body);
      if (answer) return answer;
      const stored = current.qmsRequirements.find((q) => q.requirementId === body.requirementId)!;
      const saved = { ...stored, ...body, dbVersion: stored.dbVersion + 1 };
      current = {
        ...current,
        qmsRequirements: current.qmsRequirements.map((q) => (q === stored ? saved : q)),
      };
      return HttpResponse.json(saved);
    }),
  );
  return { replace: (next: GapList) => (current = next) };
}
