import { useQueryClient } from '@tanstack/react-query';
import {
  PROCESS_MESSAGES,
  templateContentsKeys,
  templatesKeys,
  useSop,
  useUpdateSopVersion,
  type SopVersionUpdate,
} from '@qms/shared-api';
import { notify, useNotifyQueryError } from '@qms/shared-ui';

/**
 * The part of Process Detail's widget props these widgets read (mfe-processes' ProcessWidgetProps; the shape is the
 * contract between the areas, restated here because an area does not import another's files).
 */
export interface ProcessWidgetProps {
  sopArtifactId: string;
  sopVersionId: string;
  /** the process may be changed now (Process Detail decides: DRAFT and admin) */
  editable: boolean;
}

/**
 * The process version a widget shows, and a write of its links through the processes API in shared-api
 * (PUT /qms-api/sops/{artifactId}/versions/{versionId}) naming the dbVersion read (stale: 409, shown, reloaded).
 */
export function useProcessVersionLinks({ sopArtifactId, sopVersionId }: ProcessWidgetProps) {
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
