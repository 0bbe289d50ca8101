import { QueryClient } from '@tanstack/react-query';
import { getMockDb } from '../mock';
import { server } from '../mock/node';
import { setupMockApi } from '../mock/setup-mock-api';
import { gapListQueryOptions, prefetchGapListOfPath, qmsRequirementsKeys } from './qms-requirements.queries';

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
    const path = new URL(request.url).pathname;
    if (path.endsWith('/gap-list')) calls.push(path);
  });
  return calls;
}

afterEach(() => server.events.removeAllListeners());

describe('prefetchGapListOfPath', () => {
  it("starts the gap list's answer for /sr-list/{id}; the page's query then finds it, without a second call", async () => {
    const calls = gapListCalls();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 10_000 } } });
    prefetchGapListOfPath(client, '/sr-list/reg-1');
    expect(client.getQueryState(qmsRequirementsKeys.gapList('reg-1'))?.fetchStatus).toBe('fetching');
    const list = await client.fetchQuery(gapListQueryOptions('reg-1'));
    expect(list.regulation.id).toBe('reg-1');
    expect(calls).toEqual(['/qms-api/qms-regulations/reg-1/gap-list']);
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
