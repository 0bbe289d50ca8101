import type { GapHighlightMode, GapListWidgetProps, QmsRequirement } from '@qms/shared-api';

// the widget's props are the registry's (shared-api widget-props.ts): Process Detail and Template Detail pass them
export type { GapHighlightMode, GapListWidgetProps } from '@qms/shared-api';

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
