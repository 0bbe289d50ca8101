import { Alert, Badge, Button, Group, MultiSelect, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import {
  Applicability,
  APPLICABILITY_LABELS,
  EVIDENCE_STATE_LABELS,
  WARNING_TEXTS,
  type LinkedBlock,
  type QmsRequirement,
} from '@qms/shared-api';
import { toggleId } from '../model/assessment';
import { processHref, templateHref, type Option } from '../model/targets';
import { LinkedBlockLinks, TargetLine } from './TargetLine';
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
}

/** spec 3 §2: the applicability column is 220 px wide. */
export const APPLICABILITY_WIDTH = 220;

const nameOf = (options: Option[], id: string) => options.find((o) => o.value === id)?.label ?? id;

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

  return (
    <Stack gap={6} mt={4}>
      {conflict && (
        <Alert color="orange" title="Not saved" withCloseButton onClose={dismissConflict}>
          <Text size="sm">
            Someone else changed this requirement; it was reloaded. Your text is still in the fields.
          </Text>
          <Button size="xs" mt={6} onClick={() => save({ ...conflict, applicabilityReason: reason, notes })}>
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
          onChange={(e) => setReason(e.currentTarget.value)}
          onBlur={() => reason !== qms.applicabilityReason && save({ applicabilityReason: reason, notes })}
        />
        <Textarea
          style={{ flex: 1 }}
          size="xs"
          label="Notes"
          autosize
          minRows={1}
          readOnly={!canEdit}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          onBlur={() => notes !== qms.notes && save({ applicabilityReason: reason, notes })}
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
            onChange={(ids) => save({ templateContentIds: ids })}
          />
          <MultiSelect
            size="xs"
            label="Target templates"
            searchable
            data={options.templates}
            value={qms.targetTemplateArtifactIds}
            onChange={(ids) => save({ targetTemplateArtifactIds: ids })}
          />
        </Group>
      ) : (
        <TargetLinks qms={qms} options={options} />
      )}
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
      {qms.applicabilityWarnings.map((w) => (
        <Group key={w} gap={4} wrap="nowrap">
          {/* the triangle carries the warning colour; small orange text stays below 4.5:1 on white (WCAG AA) */}
          <IconAlertTriangle size={14} aria-hidden color="var(--mantine-color-orange-8)" />
          <Text size="xs">{WARNING_TEXTS[w]}</Text>
        </Group>
      ))}
    </Stack>
  );
}

/** Assigned ids missing from the choices (a deleted content) stay selectable, so saving keeps or removes them. */
function withUnknown(options: Option[], ids: readonly string[]): Option[] {
  const known = new Set(options.map((o) => o.value));
  const unknown = ids.filter((id) => !known.has(id));
  return unknown.length === 0 ? options : [...options, ...unknown.map((id) => ({ value: id, label: id }))];
}

const linked = (options: Option[], ids: readonly string[], href: (versionId: string) => string) =>
  ids.map((id) => {
    const option = options.find((o) => o.value === id);
    return { id, name: option?.label ?? id, href: option?.versionId ? href(option.versionId) : undefined };
  });

/** View mode: target processes, templates and template contents, the linked blocks, then the evidence. */
function TargetLinks({ qms, options }: { qms: QmsRequirement; options: TargetOptions }): JSX.Element {
  const none =
    qms.targetSopArtifactIds.length +
      qms.targetTemplateArtifactIds.length +
      qms.templateContentIds.length +
      qms.referencedSopBlockArtifactIds.length ===
      0 && Object.keys(qms.sopEvidenceStates).length + Object.keys(qms.templateEvidenceStates).length === 0;
  if (none) return <Text size="xs">No targets assigned.</Text>;
  return (
    <Stack gap={2}>
      <TargetLine
        label="Target processes"
        items={linked(options.processes, qms.targetSopArtifactIds, processHref)}
      />
      <TargetLine
        label="Target templates"
        items={linked(options.templates, qms.targetTemplateArtifactIds, templateHref)}
      />
      <TargetLine
        label="Template contents"
        items={qms.templateContentIds.map((id) => ({ id, name: nameOf(options.contents, id) }))}
      />
      <LinkedBlockLinks blockArtifactIds={qms.referencedSopBlockArtifactIds} blocks={options.blocks} />
      <Evidence qms={qms} options={options} />
    </Stack>
  );
}

/** The targets with their evidence state (implemented marks come from the Gap List widget). */
function Evidence({ qms, options }: { qms: QmsRequirement; options: TargetOptions }): JSX.Element | null {
  const entries = [
    ...Object.entries(qms.sopEvidenceStates).map(([id, s]) => [nameOf(options.processes, id), s] as const),
    ...Object.entries(qms.templateEvidenceStates).map(
      ([id, s]) => [nameOf(options.templates, id), s] as const,
    ),
  ];
  if (entries.length === 0) return null;
  return (
    <Group gap={4}>
      <Text size="xs">Evidence:</Text>
      {entries.map(([name, state]) => (
        <Badge key={name} size="sm" variant="default">
          {name}: {EVIDENCE_STATE_LABELS[state]}
        </Badge>
      ))}
    </Group>
  );
}
