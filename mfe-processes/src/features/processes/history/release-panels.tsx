import { useNavigate } from 'react-router-dom';
import { PROCESS_MESSAGES, useUpdateSopVersion, type SopVersion } from '@qms/shared-api';
import { ReleaseWorkflow } from '@qms/shared-ui';
import type { SidebarPanel } from '../common/ProcessesLayout';
import { DocumentHistoryWidget } from './DocumentHistoryWidget';

/**
 * The Release Workflow and Document History panels every process gets (spec 1 §2.6). The workflow is the suite's
 * shared component; the process saves its own Change Description and opens a new version after CREATE NEW VERSION.
 */
export function useReleasePanels(sop: SopVersion | undefined, editable: boolean): SidebarPanel[] {
  const navigate = useNavigate();
  const updateVersion = useUpdateSopVersion();
  if (!sop) return [];
  return [
    {
      value: 'releaseWorkflow',
      label: 'Release Workflow',
      content: (
        <ReleaseWorkflow
          kind="sops"
          record={sop}
          changeDescriptionEditable={editable}
          changeDescriptionErrorMessage={PROCESS_MESSAGES.update}
          onSaveChangeDescription={(changeDescription) =>
            updateVersion.mutateAsync({
              artifactId: sop.artifactId,
              versionId: sop.versionId,
              body: { changeDescription, dbVersion: sop.dbVersion },
            })
          }
          onNewVersion={(created) => navigate(`/processes/${encodeURIComponent(created.versionId)}`)}
        />
      ),
    },
    {
      value: 'documentHistory',
      label: 'Document History',
      content: <DocumentHistoryWidget sopArtifactId={sop.artifactId} />,
    },
  ];
}
