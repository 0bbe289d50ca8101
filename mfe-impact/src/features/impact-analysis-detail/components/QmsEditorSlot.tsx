import { RemoteWidget } from '@qms/shared-ui';

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
    <RemoteWidget
      widget="QmsRequirementEditor"
      props={{ regulationId, requirementId, editable: true, paragraph }}
    />
  );
}
