import { useNavigate } from 'react-router-dom';
import { PROCESS_MESSAGES, useUpdateSopVersion, type SopVersion } from '@qms/shared-api';
import { CommentsWidget, ReleaseWorkflow } from '@qms/shared-ui';
import type { SidebarPanel } from '../../shared/ProcessesLayout';
import { DocumentHistoryWidget } from './DocumentHistoryWidget';

/**
 * The Release Workflow, Document History and Comments panels every process gets (spec 1 §2.6). The workflow is the
 * suite's shared component; the process saves its own Change Description and opens a new version after CREATE NEW
 * VERSION. Comments are those on the process itself (refType SOP_ARTIFACT, all its versions); a block's comments
 * open from the block and lead back here with 'Back to parent comments'.
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
          messages={{
            releaseState: PROCESS_MESSAGES.releaseState,
            releaseCreateOrLoad: PROCESS_MESSAGES.releaseCreateLoad,
          }}
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
          versionPath={(versionId) => `/processes/${encodeURIComponent(versionId)}`}
        />
      ),
    },
    {
      value: 'documentHistory',
      label: 'Document History',
      content: <DocumentHistoryWidget sopArtifactId={sop.artifactId} />,
    },
    {
      value: 'comments',
      label: 'Comments',
      content: (
        <CommentsWidget
          key={sop.artifactId}
          target={{ refId: sop.artifactId, refType: 'SOP_ARTIFACT', label: sop.name }}
        />
      ),
    },
  ];
}
