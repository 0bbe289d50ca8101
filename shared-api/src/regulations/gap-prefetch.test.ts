import { QueryClient } from '@tanstack/react-query';
import { getMockDb } from '../mock';
import { server } from '../mock/node';
import { setupMockApi } from '../mock/setup-mock-api';
import {
  gapListHeadQueryOptions,
  prefetchGapListOfPath,
  qmsRequirementsKeys,
} from './qms-requirements.queries';

setupMockApi();

beforeEach(() => {
  getMockDb().regulations = [
    {
      id: 'reg-1',
      regulationId: 'reg-1',
      number: '1',
      title: 'Standard',
      version: '',
      licenseTypeView: 'VIEW_OPEN',
      licenseTypeExport: 'EXPORT_OPEN',
    },
  ];
});

/** The gap-list calls the mock server saw. */
function gapListCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes('/gap-list')) calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

afterEach(() => server.events.removeAllListeners());

describe('prefetchGapListOfPath', () => {
  it("starts the head for /sr-list/{id}, not the full list; the page's query then finds it, without a second call", async () => {
    const calls = gapListCalls();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 10_000 } } });
    prefetchGapListOfPath(client, '/sr-list/reg-1');
    expect(client.getQueryState(qmsRequirementsKeys.gapListHead('reg-1'))?.fetchStatus).toBe('fetching');
    const head = await client.fetchQuery(gapListHeadQueryOptions('reg-1'));
    expect(head.regulation.id).toBe('reg-1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // the full list is the page's to ask for, once the head's rows are on screen (useGapListData)
    expect(client.getQueryState(qmsRequirementsKeys.gapList('reg-1'))).toBeUndefined();
    expect(calls).toEqual(['/qms-api/qms-regulations/reg-1/gap-list/head?limit=60']);
  });

  it('does nothing on other pages or a malformed address', () => {
    const calls = gapListCalls();
    const client = new QueryClient();
    for (const path of [
      '/sr-list',
      '/dashboard',
      '/sr-list/reg-1/other',
      '/processes/reg-1',
      '/sr-list/%E0%A4%A',
    ])
      prefetchGapListOfPath(client, path);
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(calls).toEqual([]);
  });
});
