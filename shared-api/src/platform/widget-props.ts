import type { RequirementType } from '../processes/sops.contract';
import type { RegulationStatistics } from '../regulations/qms-regulations.contract';
import type { ApplicabilityFilter, EvidenceFilter } from '../regulations/qms-requirements.contract';

/**
 * The props of every widget one area mounts in another (registry: ./widgets.ts). Declared here once, so the host
 * that mounts a widget and the remote that exposes it compile against the same type (issue 25 point 4).
 */

/** spec 3 §4 gap highlight modes. */
export type GapHighlightMode = 'NONE' | 'HIGHLIGHT' | 'EXCLUSIVE_HIGHLIGHT' | 'HIGHLIGHT_NOT_LINKED';

/** What the Gap List widget asks the host's content to highlight (the process content renders it). */
interface GapHighlight {
  mode: GapHighlightMode;
  /** the blocks linked to the requirements of the chosen regulation (or of the selected requirement) */
  blockArtifactIds: string[];
}

/** A requirement of a regulation, as a selection (the #requirement-id= of Process Detail's URL). */
interface RequirementSelection {
  regulationId: string;
  requirementId: string;
}

/** The part of Process Detail's props that the widgets on a process version read (templates, S&R panel). */
export interface ProcessVersionWidgetProps {
  sopArtifactId: string;
  sopVersionId: string;
  /** the process may be changed now (Process Detail decides: DRAFT and admin) */
  editable: boolean;
  /** the block selected in the process content; null = none */
  selectedBlockArtifactId?: string | null;
}

/**
 * What Process Detail hands every widget of another area (checklist "Between areas"): the process version, its
 * type, whether it may be edited now, and the #requirement-id= selection of the URL.
 */
export interface ProcessWidgetProps extends ProcessVersionWidgetProps {
  requirementType: RequirementType;
  selectedRequirement: RequirementSelection | null;
  /** the block selected in the content (for the Gap List's link checkbox); null = none */
  selectedBlockArtifactId: string | null;
  /** the Gap List widget asks the content to highlight blocks (its highlight menu and requirement bulbs) */
  onHighlight: (highlight: GapHighlight) => void;
  /** 'Remove Block Selection': the content forgets the selected block */
  onRemoveBlockSelection: () => void;
}

/**
 * The Gap List widget. Process mode: Process Detail's ProcessWidgetProps. Template mode (Template Detail): mode
 * 'template', templateArtifactId, templateVersionId, editable. Without the callbacks the highlight menu and
 * 'Remove Block Selection' are not offered (the host cannot show highlights).
 */
export interface GapListWidgetProps {
  /** whose requirements: a process's (Process Detail) or a template's (Template Detail); default: by the ids given */
  mode?: 'process' | 'template';
  sopArtifactId?: string;
  sopVersionId?: string;
  templateArtifactId?: string;
  templateVersionId?: string;
  editable?: boolean;
  selectedRequirement?: RequirementSelection | null;
  selectedBlockArtifactId?: string | null;
  onHighlight?: (highlight: GapHighlight) => void;
  onRemoveBlockSelection?: () => void;
  /** the requirement selected in the widget (null = none), e.g. to scroll the content to its blocks */
  onSelectRequirement?: (selection: RequirementSelection | null) => void;
}

/** The applicability and evidence pies of a regulation (spec 3 §9), on the gap list and the impact analysis. */
export interface StatisticsPiesProps {
  statistics: RegulationStatistics;
  /** a slice click toggles the matching filter (spec 3 §9) */
  onApplicability?: (filter: ApplicabilityFilter) => void;
  onEvidence?: (filter: EvidenceFilter) => void;
  size?: number;
}

/** The gap list's assessment editor of one requirement, loaded by ids (the impact analysis detail). */
export interface QmsRequirementEditorProps {
  regulationId: string;
  requirementId: string;
  /** the host's "edit QMS requirements" toggle; edits still need a QMS admin */
  editable?: boolean;
  /** names the fields for assistive technology; the requirement id when absent */
  paragraph?: string;
}

/** Template Content Detail (the gap list, the impact analysis detail): the content's id only. */
interface TemplateContentDetailProps {
  templateContentId: string | null;
}

/** The impact menu of a Gap List requirement (the Gap List widget's RequirementItem mounts it). */
export interface GapImpactMenuProps {
  sopArtifactId: string;
  regulationId: string;
  requirementId: string;
  /**
   * The host's selected impact (controlled): spec 3 §4 "Selecting an impact clears the highlight mode" and any
   * highlight mode change clears the selected impact, so the Gap List owns the selection. Without it the menu keeps
   * its own.
   */
  selectedImpactId?: string | null;
  onSelectImpact?: (impactId: string | null) => void;
}

/** The props of each widget by id (`WidgetProps['GapListWidget']`); ./widgets.ts checks its keys are the registry's. */
export interface WidgetProps {
  GapListWidget: GapListWidgetProps;
  LinkedSrProcessesWidget: ProcessVersionWidgetProps;
  RequirementListWidget: ProcessVersionWidgetProps;
  StatisticsPies: StatisticsPiesProps;
  QmsRequirementEditor: QmsRequirementEditorProps;
  ProcessTemplatesWidget: ProcessVersionWidgetProps;
  ProcessTemplateContentsWidget: ProcessVersionWidgetProps;
  TemplateContentDetail: TemplateContentDetailProps;
  GapImpactMenu: GapImpactMenuProps;
}
