import { Loader, Text } from '@mantine/core';
import { useMemo } from 'react';
import {
  GAP_MESSAGES,
  useIsQmsAdmin,
  useCurrentTemplateList,
  useTemplateContents,
  useGapList,
  useCurrentSopList,
  type QmsRequirementEditorProps,
} from '@qms/shared-api';
import { AssessmentEditor } from './AssessmentEditor';
import { processOptions, templateContentOptions, templateOptions } from '../model/targets';

export const NO_OWN_ASSESSMENT = 'This requirement is assessed with the requirement that interprets it.';

/**
 * The gap list's assessment editor for one requirement, loaded by ids, so another area (impact analysis) can make a
 * requirement's applicability, reason, notes and targets editable in place. The assessments come per regulation
 * (one cached gap-list query shared by every editor of that regulation on the screen), never per requirement: an analysis
 * shows hundreds of them. Errors show inline, not as notifications, for the same reason.
 */
export default function QmsRequirementEditor({
  regulationId,
  requirementId,
  editable = false,
  paragraph,
}: QmsRequirementEditorProps): JSX.Element {
  const isAdmin = useIsQmsAdmin();
  const canEdit = editable && isAdmin;
  // the gap-list answer, not the bare assessments: it names the linked blocks (shown as links, as on the gap list),
  // and the impact analysis detail has loaded it already for its two regulations — the same cached query
  const gapList = useGapList(regulationId);
  // the target choices, and the names (and versions for the links) of the targets shown in view mode
  const sops = useCurrentSopList();
  const templates = useCurrentTemplateList();
  const contents = useTemplateContents();
  const options = useMemo(
    () => ({
      processes: processOptions(sops.data),
      templates: templateOptions(templates.data),
      contents: templateContentOptions(contents.data),
      blocks: gapList.data?.linkedBlocks,
    }),
    [sops.data, templates.data, contents.data, gapList.data?.linkedBlocks],
  );
  if (gapList.isLoading) return <Loader size="xs" aria-label="Loading the assessment" />;
  if (!gapList.data) {
    return (
      <Text size="xs" c="red.9">
        {GAP_MESSAGES.gapEntries(regulationId)}
      </Text>
    );
  }
  const qms = gapList.data.qmsRequirements.find((q) => q.requirementId === requirementId);
  if (!qms) {
    return (
      <Text size="xs" c="dimmed">
        {NO_OWN_ASSESSMENT}
      </Text>
    );
  }
  return (
    <AssessmentEditor qms={qms} canEdit={canEdit} options={options} paragraph={paragraph ?? requirementId} />
  );
}
