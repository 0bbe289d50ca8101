import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { apiFetch, apiJson } from '../client/http';
import {
  QMS_CONFIG_DB_VERSION_HEADER,
  QMS_CONFIG_VALUE_BODY_LIMIT,
  QmsConfigWriteResult,
} from '../platform/contract';

const enc = encodeURIComponent;
const qmsConfigKeys = {
  all: ['qms-config'] as const,
  value: (key: string) => [...qmsConfigKeys.all, key] as const,
};

/** A configuration string with the dbVersion a save has to name ('' at 0 when never set). */
interface QmsConfigString {
  value: string;
  dbVersion: number;
}

/** GET /qms-api/qms-config/{key}/string-value: the text, and its dbVersion from the X-Db-Version header. */
export function qmsConfigQueryOptions(key: string) {
  return queryOptions({
    queryKey: qmsConfigKeys.value(key),
    queryFn: async ({ signal }): Promise<QmsConfigString> => {
      const response = await apiFetch(`/qms-api/qms-config/${enc(key)}/string-value`, { signal });
      const dbVersion = Number(response.headers.get(QMS_CONFIG_DB_VERSION_HEADER) ?? '0');
      return { value: await response.text(), dbVersion: Number.isInteger(dbVersion) ? dbVersion : 0 };
    },
  });
}
export const useQmsConfigString = (key: string): UseQueryResult<QmsConfigString> =>
  useQuery(qmsConfigQueryOptions(key));

/**
 * PUT …/string-value?dbVersion= with the string as text/plain; answers the new dbVersion. A stale dbVersion is
 * a 409 ApiError (QMS_CONFIG_CHANGED_BY_SOMEONE_ELSE). QMS_PROCESS_IMAGE is sanitised by the server (SVG).
 */
export function saveQmsConfigString(
  key: string,
  value: string,
  dbVersion: number,
): Promise<QmsConfigWriteResult> {
  return apiJson(QmsConfigWriteResult, `/qms-api/qms-config/${enc(key)}/string-value`, {
    method: 'PUT',
    body: value,
    query: { dbVersion },
    headers: { 'content-type': 'text/plain; charset=utf-8' },
    bodyLimit: QMS_CONFIG_VALUE_BODY_LIMIT,
  });
}
export function useSaveQmsConfigString() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { key: string; value: string; dbVersion: number }) =>
      saveQmsConfigString(v.key, v.value, v.dbVersion),
    // the next save (draw.io saves again without closing) must name the new version before the reload arrives
    onSuccess: (result, v) =>
      client.setQueryData<QmsConfigString>(qmsConfigKeys.value(v.key), (old) => ({
        value: old?.value ?? v.value,
        dbVersion: result.dbVersion,
      })),
    // after a 409 too: the reload shows the other admin's value with its version
    onSettled: (_r, _e, v) => client.invalidateQueries({ queryKey: qmsConfigKeys.value(v.key) }),
  });
}
