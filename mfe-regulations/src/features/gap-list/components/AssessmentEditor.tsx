import { Alert, Button, Group, MultiSelect, Select, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import {
  Applicability,
  APPLICABILITY_LABELS,
  QmsRequirementUpdate,
  type LinkedBlock,
  type QmsRequirement,
} from '@qms/shared-api';
import { fieldErrorsOf } from '@qms/shared-ui';
import { toggleId } from '../model/assessment';
import type { Option } from '../model/targets';
import { APPLICABILITY_WIDTH, Evidence, TargetLinks, Warnings, WidgetTargets } from './AssessmentView';
import { useShowInGapWidgets } from '../../../shared/gap-selection';
import { LinkedBlockLinks } from './TargetLine';
import type { Proposals } from '../model/proposals';
import { ProposalChips } from './ProposalChips';
import { useAssessmentSave } from './useAssessmentSave';

export interface TargetOptions {
  processes: Option[];
  templates: Option[];
  /** the tenant's template contents */
  contents: Option[];
  /** the linked blocks' processes and names (the gap list answer); without them a block shows its id */
  blocks?: LinkedBlock[];
  /** the product requirements (targetSopBlockArtifactIds) by name; without them one shows its id */
  productRequirements?: Option[];
}

export { APPLICABILITY_WIDTH };

/** The contract's rule for the typed texts (the server refuses the same). */
const TEXT_RULE = QmsRequirementUpdate.pick({ applicabilityReason: true, notes: true });

/**
 * The assessment of one requirement (spec 3 §2 "Per requirement"): applicability (only the current value unless
 * editing is allowed), reason and notes saved when they lose focus, targets, evidence and warnings. After a 409
 * the user's text stays in the fields, beside a notice, to apply again.
 */
export function AssessmentEditor({
  qms,
  canEdit,
  options,
  paragraph,
  proposals,
}: {
  qms: QmsRequirement;
  canEdit: boolean;
  options: TargetOptions;
  /** names the fields for assistive technology ('Applicability of 4.1') */
  paragraph: string;
  /** from the requirement's SR relation (gap list only), offered while editing */
  proposals?: Proposals;
}): JSX.Element {
  const { save, saving, conflict, dismissConflict } = useAssessmentSave(qms);
  // on the gap list, a target just chosen shows in its right-hand widget as a chosen one does in view mode (28.4)
  const widgets = useShowInGapWidgets();
  const showAdded = (before: readonly string[], ids: string[], show?: (id: string) => void) => {
    const added = ids.find((id) => !before.includes(id));
    if (added && show) show(added);
  };
  const [reason, setReason] = useState(qms.applicabilityReason);
  const [notes, setNotes] = useState(qms.notes);
  // a reloaded assessment replaces a field only where the user has not typed (text a 409 refused stays visible)
  const server = useRef({ reason: qms.applicabilityReason, notes: qms.notes });
  useEffect(() => {
    const before = server.current;
    setReason((mine) => (mine === before.reason ? qms.applicabilityReason : mine));
    setNotes((mine) => (mine === before.notes ? qms.notes : mine));
    server.current = { reason: qms.applicabilityReason, notes: qms.notes };
  }, [qms.applicabilityReason, qms.notes]);
  // a text over its limit shows the contract's message and is not saved (both texts go with each save)
  const errors = fieldErrorsOf(TEXT_RULE, { applicabilityReason: reason, notes });
  const textsValid = !errors.applicabilityReason && !errors.notes;

  return (
    <Stack gap={6} mt={4}>
      {conflict && (
        <Alert color="orange" title="Not saved" withCloseButton onClose={dismissConflict}>
          <Text size="sm">
            Someone else changed this requirement; it was reloaded. Your text is still in the fields.
          </Text>
          <Button
            size="xs"
            mt={6}
            disabled={!textsValid}
            onClick={() => save({ ...conflict, applicabilityReason: reason, notes })}
          >
            Apply my change again
          </Button>
        </Alert>
      )}
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Select
          w={APPLICABILITY_WIDTH}
          style={{ flexShrink: 0 }}
          label="Applicability"
          aria-label={`Applicability of ${paragraph}`}
          size="xs"
          allowDeselect={false}
          value={qms.applicability}
          disabled={saving}
          data={Applicability.options.map((value) => ({
            value,
            label: APPLICABILITY_LABELS[value],
            disabled: !canEdit && value !== qms.applicability,
          }))}
          onChange={(value) =>
            value && value !== qms.applicability && save({ applicability: value as Applicability })
          }
        />
        <Textarea
          style={{ flex: 1 }}
          size="xs"
          label="Reason"
          autosize
          minRows={1}
          readOnly={!canEdit}
          value={reason}
          error={errors.applicabilityReason}
          onChange={(e) => setReason(e.currentTarget.value)}
          onBlur={() =>
            textsValid && reason !== qms.applicabilityReason && save({ applicabilityReason: reason, notes })
          }
        />
        <Textarea
          style={{ flex: 1 }}
          size="xs"
          label="Notes"
          autosize
          minRows={1}
          readOnly={!canEdit}
          value={notes}
          error={errors.notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          onBlur={() => textsValid && notes !== qms.notes && save({ applicabilityReason: reason, notes })}
        />
      </Group>
      {canEdit ? (
        <Group grow align="flex-start">
          <MultiSelect
            size="xs"
            label="Target processes"
            searchable
            data={options.processes}
            value={qms.targetSopArtifactIds}
            onChange={(ids) => save({ targetSopArtifactIds: ids })}
          />
          <MultiSelect
            size="xs"
            label="Target template contents"
            searchable
            data={withUnknown(options.contents, qms.templateContentIds)}
            value={qms.templateContentIds}
            onChange={(ids) => {
              showAdded(qms.templateContentIds, ids, widgets?.showTemplateContent);
              save({ templateContentIds: ids });
            }}
          />
          <MultiSelect
            size="xs"
            label="Target templates"
            searchable
            data={options.templates}
            value={qms.targetTemplateArtifactIds}
            onChange={(ids) => save({ targetTemplateArtifactIds: ids })}
          />
          {/* sections of PRODUCT processes: the Requirement List and Product Requirement widgets read this link */}
          <MultiSelect
            size="xs"
            label="Target product requirements"
            searchable
            data={withUnknown(options.productRequirements ?? [], qms.targetSopBlockArtifactIds)}
            value={qms.targetSopBlockArtifactIds}
            onChange={(ids) => {
              showAdded(qms.targetSopBlockArtifactIds, ids, widgets?.showProductRequirement);
              save({ targetSopBlockArtifactIds: ids });
            }}
          />
        </Group>
      ) : (
        <TargetLinks qms={qms} options={options} />
      )}
      {canEdit && widgets && <WidgetTargets qms={qms} options={options} editing />}
      {canEdit && (
        <LinkedBlockLinks blockArtifactIds={qms.referencedSopBlockArtifactIds} blocks={options.blocks} />
      )}
      {canEdit && proposals && (
        <ProposalChips
          proposals={proposals}
          paragraph={paragraph}
          assignedProcesses={qms.targetSopArtifactIds}
          assignedContents={qms.templateContentIds}
          disabled={saving}
          onToggleProcess={(id) => save({ targetSopArtifactIds: toggleId(qms.targetSopArtifactIds, id) })}
          onToggleContent={(id) => save({ templateContentIds: toggleId(qms.templateContentIds, id) })}
        />
      )}
      {canEdit && <Evidence qms={qms} options={options} />}
      <Warnings qms={qms} />
    </Stack>
  );
}

/** Assigned ids missing from the choices (a deleted content) stay selectable, so saving keeps or removes them. */
function withUnknown(options: Option[], ids: readonly string[]): Option[] {
  const known = new Set(options.map((o) => o.value));
  const unknown = ids.filter((id) => !known.has(id));
  return unknown.length === 0 ? options : [...options, ...unknown.map((id) => ({ value: id, label: id }))];
}
