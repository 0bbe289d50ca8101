import { useQueryClient } from '@tanstack/react-query';
import {
  PROCESS_MESSAGES,
  templateContentsKeys,
  templatesKeys,
  useSop,
  useUpdateSopVersion,
  type ProcessVersionWidgetProps,
  type SopVersionUpdate,
} from '@qms/shared-api';
import { notify, useNotifyQueryError } from '@qms/shared-ui';

/**
 * The process version a widget shows, and a write of its links through the processes API in shared-api
 * (PUT /qms-api/sops/{artifactId}/versions/{versionId}) naming the dbVersion read (stale: 409, shown, reloaded).
 */
export function useProcessVersionLinks({ sopArtifactId, sopVersionId }: ProcessVersionWidgetProps) {
  const client = useQueryClient();
  const sop = useSop(sopVersionId);
  useNotifyQueryError(sop, PROCESS_MESSAGES.detailLoad(sopVersionId));
  const update = useUpdateSopVersion();
  const save = (body: Omit<SopVersionUpdate, 'dbVersion'>) => {
    const dbVersion = sop.data?.sop.dbVersion;
    if (dbVersion === undefined) return;
    update.mutate(
      { artifactId: sopArtifactId, versionId: sopVersionId, body: { ...body, dbVersion } },
      {
        onError: (error) => notify.error(PROCESS_MESSAGES.update, error),
        // the templates used by the process change with its links, and so do the contents' warnings
        onSettled: () => {
          void client.invalidateQueries({ queryKey: templatesKeys.all });
          void client.invalidateQueries({ queryKey: templateContentsKeys.all });
        },
      },
    );
  };
  return { sop, save, saving: update.isPending };
}
