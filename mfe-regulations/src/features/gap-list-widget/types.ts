import type { QmsRequirement } from '@qms/shared-api';

/** spec 3 §4 gap highlight modes. */
export type GapHighlightMode = 'NONE' | 'HIGHLIGHT' | 'EXCLUSIVE_HIGHLIGHT' | 'HIGHLIGHT_NOT_LINKED';

/** What the widget asks the host's content to highlight (the process content renders it). */
interface GapHighlight {
  mode: GapHighlightMode;
  /** the blocks linked to the requirements of the chosen regulation (or of the selected requirement) */
  blockArtifactIds: string[];
}

/**
 * Props of 'mfe_regulations/GapListWidget' (checklist "Between areas"). Process mode: Process Detail's
 * ProcessWidgetProps (sopArtifactId, sopVersionId, editable, selectedRequirement, selectedBlockArtifactId).
 * Template mode (Template Detail): mode 'template', templateArtifactId, templateVersionId, editable. The callbacks are optional: without them the highlight
 * menu and 'Remove Block Selection' are not offered (the host cannot show highlights).
 */
export interface GapListWidgetProps {
  /** whose requirements: a process's (Process Detail) or a template's (Template Detail); default: by the ids given */
  mode?: 'process' | 'template';
  sopArtifactId?: string;
  sopVersionId?: string;
  templateArtifactId?: string;
  templateVersionId?: string;
  editable?: boolean;
  selectedRequirement?: { regulationId: string; requirementId: string } | null;
  selectedBlockArtifactId?: string | null;
  onHighlight?: (highlight: GapHighlight) => void;
  onRemoveBlockSelection?: () => void;
  /** the requirement selected in the widget (null = none), e.g. to scroll the content to its blocks */
  onSelectRequirement?: (selection: { regulationId: string; requirementId: string } | null) => void;
}

/** spec 3 §4 "Gap-list setup types". */
export type GapSetup =
  | { type: 'SOP'; artifactId: string }
  | { type: 'TEMPLATE'; artifactId: string }
  | { type: 'NA' };

export function setupOf(props: GapListWidgetProps): GapSetup {
  if (props.mode === 'template')
    return props.templateArtifactId
      ? { type: 'TEMPLATE', artifactId: props.templateArtifactId }
      : { type: 'NA' };
  if (props.sopArtifactId) return { type: 'SOP', artifactId: props.sopArtifactId };
  if (props.templateArtifactId) return { type: 'TEMPLATE', artifactId: props.templateArtifactId };
  return { type: 'NA' };
}

/** The requirements of a regulation that name this process or template as a target or as implementing it. */
export function requirementsFor(qms: readonly QmsRequirement[], setup: GapSetup): QmsRequirement[] {
  if (setup.type === 'NA') return [];
  const id = setup.artifactId;
  return qms.filter((q) =>
    setup.type === 'SOP'
      ? q.targetSopArtifactIds.includes(id) || q.actualSopArtifactIds.includes(id)
      : q.targetTemplateArtifactIds.includes(id) || q.actualTemplateArtifactIds.includes(id),
  );
}

/** The evidence state of this artifact for a requirement (INFORMATION_ONLY when none, spec 3 §4). */
export function evidenceStateOf(q: QmsRequirement, setup: GapSetup) {
  if (setup.type === 'NA') return 'INFORMATION_ONLY' as const;
  const states = setup.type === 'SOP' ? q.sopEvidenceStates : q.templateEvidenceStates;
  return states[setup.artifactId] ?? 'INFORMATION_ONLY';
}

/** spec 3 §4: choosing the active mode again resets it to NONE. */
export const nextMode = (current: GapHighlightMode, chosen: GapHighlightMode): GapHighlightMode =>
  current === chosen ? 'NONE' : chosen;

/** spec 3 §2 highlight menu labels. */
export const HIGHLIGHT_OPTIONS: { mode: GapHighlightMode; label: string }[] = [
  { mode: 'HIGHLIGHT', label: '...by requirements of this regulation' },
  { mode: 'EXCLUSIVE_HIGHLIGHT', label: '...only by requirements of this regulation' },
  { mode: 'NONE', label: 'None' },
  { mode: 'HIGHLIGHT_NOT_LINKED', label: 'highlight sop blocks without reference' },
];

export const GAP_WIDGET_TEXTS = {
  title: 'Gap List',
  intro: 'The following standards and regulations contain corresponding requirements for this process.',
  empty:
    'No requirements from Standards and Regulations are assigned to this process. Assign requirements in applied Standards & Regulations.',
  removeSelection: 'Remove Block Selection',
} as const;
