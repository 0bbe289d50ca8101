import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId, type CSSProperties } from 'react';
import {
  APPLICABILITY_LABELS,
  EVIDENCE_STATE_LABELS,
  WARNING_TEXTS,
  type QmsRequirement,
} from '@qms/shared-api';
import { useShowInGapWidgets } from '../../../shared/gap-selection';
import { processHref, templateHref, type Option } from '../model/targets';
import type { TargetOptions } from './AssessmentEditor';
import { LinkedBlockLinks, TargetLine } from './TargetLine';

/** spec 3 §2: the applicability column is 220 px wide. */
export const APPLICABILITY_WIDTH = 220;

export const nameOf = (options: Option[], id: string) => options.find((o) => o.value === id)?.label ?? id;

// Looks like the editor's xs inputs (Mantine's CSS variables), drawn by the browser alone.
const LABEL_STYLE: CSSProperties = {
  display: 'block',
  fontSize: 'var(--mantine-font-size-xs)',
  fontWeight: 500,
  marginBottom: 2,
};
const FIELD_STYLE: CSSProperties = {
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  minHeight: 'var(--input-height-xs, 30px)',
  padding: '5px 10px',
  font: 'inherit',
  fontSize: 'var(--mantine-font-size-xs)',
  lineHeight: 1.5,
  color: 'var(--mantine-color-text)',
  background: 'var(--mantine-color-body)',
  border: '1px solid var(--mantine-color-gray-4)',
  borderRadius: 'var(--mantine-radius-sm)',
  resize: 'none',
  // grows with its text as the editor's autosize textarea does, without measuring itself in script (Chromium;
  // other browsers keep one line and scroll)
  fieldSizing: 'content',
};

/** A labelled read-only field: a native textarea, so it reads (and is named) like the editor's field. */
function ReadOnlyField({
  label,
  value,
  ariaLabel,
  style,
}: {
  label: string;
  value: string;
  ariaLabel?: string;
  style?: CSSProperties;
}): JSX.Element {
  const id = useId();
  return (
    <div style={style}>
      <label htmlFor={id} style={LABEL_STYLE}>
        {label}
      </label>
      <textarea id={id} aria-label={ariaLabel} readOnly rows={1} value={value} style={FIELD_STYLE} />
    </div>
  );
}

/**
 * A requirement's assessment when nothing can be edited (view mode of the gap list): the same fields, names and
 * lines as the editor — applicability, reason, notes, targets, evidence, warnings — as plain read-only elements.
 * The virtual list mounts a row for every requirement scrolled past, and the editor's Select and autosize
 * Textareas (a combobox store, a popover, textareas measuring their height) were most of a row's cost: the first
 * render and the frames dropped while scrolling (issue 14). Only the current applicability is shown, so only it
 * can be "selected" (spec 3 §2).
 */
export function AssessmentView({
  qms,
  options,
  paragraph,
}: {
  qms: QmsRequirement;
  options: TargetOptions;
  /** names the fields for assistive technology ('Applicability of 4.1') */
  paragraph: string;
}): JSX.Element {
  return (
    <Stack gap={6} mt={4}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ReadOnlyField
          label="Applicability"
          ariaLabel={`Applicability of ${paragraph}`}
          value={APPLICABILITY_LABELS[qms.applicability]}
          style={{ width: APPLICABILITY_WIDTH, flexShrink: 0 }}
        />
        <ReadOnlyField label="Reason" value={qms.applicabilityReason} style={{ flex: 1 }} />
        <ReadOnlyField label="Notes" value={qms.notes} style={{ flex: 1 }} />
      </Group>
      <TargetLinks qms={qms} options={options} />
      <Warnings qms={qms} />
    </Stack>
  );
}

const linked = (options: Option[], ids: readonly string[], href: (versionId: string) => string) =>
  ids.map((id) => {
    const option = options.find((o) => o.value === id);
    return { id, name: option?.label ?? id, href: option?.versionId ? href(option.versionId) : undefined };
  });

/**
 * View mode: target processes, templates, template contents and product requirements, the linked blocks, then the
 * evidence. On the gap list a template content or product requirement is a button showing it in its right-hand
 * widget (issue 28.4); elsewhere it is its name.
 */
export function TargetLinks({ qms, options }: { qms: QmsRequirement; options: TargetOptions }): JSX.Element {
  const none =
    qms.targetSopArtifactIds.length +
      qms.targetTemplateArtifactIds.length +
      qms.templateContentIds.length +
      qms.targetSopBlockArtifactIds.length +
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
      <WidgetTargets qms={qms} options={options} />
      <LinkedBlockLinks blockArtifactIds={qms.referencedSopBlockArtifactIds} blocks={options.blocks} />
      <Evidence qms={qms} options={options} />
    </Stack>
  );
}

/**
 * The targets the gap list's right-hand widgets show: the template contents and product requirements, each a button
 * showing it in its widget on the gap list (issue 28.4), its name elsewhere. The view lists them among the targets;
 * the editor under its multi-selects, whose chips cannot take focus.
 */
export function WidgetTargets({
  qms,
  options,
  editing = false,
}: {
  qms: QmsRequirement;
  options: TargetOptions;
  /** under the editor's multi-selects, which already name them: the line says what its buttons do */
  editing?: boolean;
}): JSX.Element {
  const widgets = useShowInGapWidgets();
  return (
    <>
      <TargetLine
        label={editing ? 'Show template content' : 'Template contents'}
        widget="Template Content Detail"
        items={qms.templateContentIds.map((id) => ({
          id,
          name: nameOf(options.contents, id),
          onShow: widgets ? () => widgets.showTemplateContent(id) : undefined,
        }))}
      />
      <TargetLine
        label={editing ? 'Show product requirement' : 'Product requirements'}
        widget="Product Requirement"
        items={qms.targetSopBlockArtifactIds.map((id) => ({
          id,
          name: nameOf(options.productRequirements ?? [], id),
          onShow: widgets ? () => widgets.showProductRequirement(id) : undefined,
        }))}
      />
    </>
  );
}

/** The targets with their evidence state (implemented marks come from the Gap List widget). */
export function Evidence({
  qms,
  options,
}: {
  qms: QmsRequirement;
  options: TargetOptions;
}): JSX.Element | null {
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

/** The applicability warnings (spec 3 §2). */
export function Warnings({ qms }: { qms: QmsRequirement }): JSX.Element {
  return (
    <>
      {qms.applicabilityWarnings.map((w) => (
        <Group key={w} gap={4} wrap="nowrap">
          {/* the triangle carries the warning colour; small orange text stays below 4.5:1 on white (WCAG AA) */}
          <IconAlertTriangle size={14} aria-hidden color="var(--mantine-color-orange-8)" />
          <Text size="xs">{WARNING_TEXTS[w]}</Text>
        </Group>
      ))}
    </>
  );
}
