import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { failWith } from '../mock';
import { server } from '../mock/node';
import { NEW_ROLE_ID } from './roles.contract';
import { rolesQueryOptions, useDeleteRole, useSaveRole } from './roles.queries';
import { setupMockApi } from '../mock/setup-mock-api';

setupMockApi();

/** The roles list as a screen holds it (an active query), plus the mutation hooks. */
async function setup() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => ({ roles: useQuery(rolesQueryOptions()), save: useSaveRole(), remove: useDeleteRole() }),
    {
      wrapper,
    },
  );
  await waitFor(() => expect(hook.result.current.roles.data).toHaveLength(2));
  return hook.result;
}

const names = (result: Awaited<ReturnType<typeof setup>>) => result.current.roles.data?.map((r) => r.name);

describe('role query hooks', () => {
  it('creates with POST for NEW_ROLE_ID and reloads the list', async () => {
    const result = await setup();
    const created = await act(() => result.current.save.mutateAsync({ id: NEW_ROLE_ID, name: 'Auditor' }));
    expect(created.id).not.toBe(NEW_ROLE_ID);
    await waitFor(() => expect(names(result)).toContain('Auditor'));
  });

  it('updates with PUT for an existing id', async () => {
    const result = await setup();
    const first = result.current.roles.data![0]!;
    const saved = await act(() => result.current.save.mutateAsync({ ...first, name: 'Renamed' }));
    expect(saved.id).toBe(first.id);
    await waitFor(() => expect(names(result)).toContain('Renamed'));
    expect(names(result)).toHaveLength(2);
  });

  it('reloads the roles after a failed save too', async () => {
    const result = await setup();
    let listCalls = 0;
    const count = ({ request }: { request: Request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/qms-api/roles') listCalls++;
    };
    server.events.on('request:start', count);
    server.use(failWith('post', '/qms-api/roles', 500, 'db down'));
    await act(() => result.current.save.mutateAsync({ id: NEW_ROLE_ID, name: 'X' }).catch(() => undefined));
    await waitFor(() => expect(result.current.save.error?.message).toBe('db down'));
    await waitFor(() => expect(listCalls).toBe(1));
    server.events.removeListener('request:start', count);
  });

  it('deletes and reloads', async () => {
    const result = await setup();
    await act(() => result.current.remove.mutateAsync(result.current.roles.data![0]!.id));
    await waitFor(() => expect(result.current.roles.data).toHaveLength(1));
  });
});
