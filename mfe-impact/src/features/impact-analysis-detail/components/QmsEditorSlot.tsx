import { RemoteWidget } from '@qms/shared-ui';

/** Props of the regulations area's exposed assessment editor ('mfe_regulations/QmsRequirementEditor'). */
interface QmsRequirementEditorProps {
  regulationId: string;
  requirementId: string;
  editable: boolean;
  paragraph?: string;
}

/**
 * The gap entry of one requirement, editable in place behind the admin toggle (spec 3 §2): the regulations area's
 * assessment editor through Module Federation (areas never import each other's files).
 */
export function QmsEditorSlot({
  regulationId,
  requirementId,
  paragraph,
}: {
  regulationId: string;
  requirementId: string;
  paragraph?: string;
}): JSX.Element {
  return (
    <RemoteWidget<QmsRequirementEditorProps>
      id="mfe_regulations/QmsRequirementEditor"
      area="Standards & Regulations"
      props={{ regulationId, requirementId, editable: true, paragraph }}
    />
  );
}
