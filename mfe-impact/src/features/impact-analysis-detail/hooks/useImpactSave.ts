import { useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  IMPACT_MESSAGES,
  impactAnalysesKeys,
  useCreateImpact,
  useDeleteImpact,
  useUpdateImpact,
  type Impact,
} from '@qms/shared-api';
import { notify } from '@qms/shared-ui';
import { isNewImpact, toBody } from '../model/draft';

/**
 * Saves and deletes one impact. spec 3 §8: 'Update of impact failed' / 'Delete of impact failed' are shown, the
 * failure is passed on (the promise rejects), and the impact is reloaded either way; a stale dbVersion (409) says
 * someone else changed it. `onReloaded` lets the editor drop its draft once the stored impact is back.
 */
export function useImpactSave(analysisId: string, onReloaded: () => void) {
  const client = useQueryClient();
  const create = useCreateImpact();
  const update = useUpdateImpact();
  const remove = useDeleteImpact();
  const reload = async () => {
    await client.invalidateQueries({ queryKey: impactAnalysesKeys.all });
    onReloaded();
  };
  const fail = async (message: string, error: unknown): Promise<never> => {
    const stale = error instanceof ApiError && error.status === 409;
    notify.error(message, stale ? IMPACT_MESSAGES.impactChanged : error);
    await reload();
    throw error;
  };

  const save = async (draft: Impact): Promise<Impact> => {
    try {
      if (isNewImpact(draft)) return await create.mutateAsync({ id: analysisId, body: toBody(draft) });
      return await update.mutateAsync({
        id: analysisId,
        impactId: draft.id,
        body: { ...toBody(draft), dbVersion: draft.dbVersion },
      });
    } catch (error) {
      return fail(IMPACT_MESSAGES.updateImpact, error);
    }
  };
  const del = async (impact: Impact): Promise<void> => {
    if (isNewImpact(impact)) return;
    try {
      await remove.mutateAsync({ id: analysisId, impactId: impact.id });
    } catch (error) {
      await fail(IMPACT_MESSAGES.deleteImpact, error);
    }
  };
  return {
    save,
    del,
    busy: create.isPending || update.isPending || remove.isPending,
  };
}
