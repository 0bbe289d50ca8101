import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { apiFetch } from '../client/http';

const enc = encodeURIComponent;
export const qmsConfigKeys = {
  all: ['qms-config'] as const,
  value: (key: string) => [...qmsConfigKeys.all, key] as const,
};

/** GET /qms-api/qms-config/{key}/string-value (text; '' when never set). */
export function qmsConfigQueryOptions(key: string) {
  return queryOptions({
    queryKey: qmsConfigKeys.value(key),
    queryFn: async ({ signal }) =>
      (await apiFetch(`/qms-api/qms-config/${enc(key)}/string-value`, { signal })).text(),
  });
}
export const useQmsConfigString = (key: string): UseQueryResult<string> =>
  useQuery(qmsConfigQueryOptions(key));

/** PUT …/string-value with the string as text/plain. QMS_PROCESS_IMAGE is sanitised by the server (SVG). */
export async function saveQmsConfigString(key: string, value: string): Promise<void> {
  await apiFetch(`/qms-api/qms-config/${enc(key)}/string-value`, {
    method: 'PUT',
    body: value,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
export function useSaveQmsConfigString() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { key: string; value: string }) => saveQmsConfigString(v.key, v.value),
    onSettled: (_r, _e, v) => client.invalidateQueries({ queryKey: qmsConfigKeys.value(v.key) }),
  });
}
