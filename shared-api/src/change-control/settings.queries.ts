import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { apiJson } from '../client/http';
import {
  DOCUMENT_CONTROL_SETTINGS_PATH,
  DocumentControlSettings,
  type DocumentControlSettingsUpdate,
} from './settings.contract';

// The tenant's document-control settings: read by the Start form (the default effective date), changed by admins.

const documentControlKeys = { all: ['document-control-settings'] as const };

function documentControlSettingsQueryOptions() {
  return queryOptions({
    queryKey: documentControlKeys.all,
    queryFn: ({ signal }) => apiJson(DocumentControlSettings, DOCUMENT_CONTROL_SETTINGS_PATH, { signal }),
  });
}
export const useDocumentControlSettings = (): UseQueryResult<DocumentControlSettings> =>
  useQuery(documentControlSettingsQueryOptions());

const saveDocumentControlSettings = (body: DocumentControlSettingsUpdate): Promise<DocumentControlSettings> =>
  apiJson(DocumentControlSettings, DOCUMENT_CONTROL_SETTINGS_PATH, { method: 'PUT', body });

export function useSaveDocumentControlSettings(): UseMutationResult<
  DocumentControlSettings,
  Error,
  DocumentControlSettingsUpdate
> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDocumentControlSettings,
    onSettled: () => client.invalidateQueries({ queryKey: documentControlKeys.all }),
  });
}
