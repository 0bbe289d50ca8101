import { AREA_MANIFESTS, type RequirementType } from '@qms/shared-api';
import { RemoteWidget } from '@qms/shared-ui';
import type { SidebarPanel } from '../../shared/ProcessesLayout';
import type { BlockHighlight } from '../../shared/block-highlight';

/**
 * What Process Detail hands every widget of another area (checklist "Between areas"): the process version, its
 * type, whether it may be edited now, and the #requirement-id= selection of the URL.
 */
export interface ProcessWidgetProps {
  sopArtifactId: string;
  sopVersionId: string;
  requirementType: RequirementType;
  editable: boolean;
  selectedRequirement: { regulationId: string; requirementId: string } | null;
  /** the block selected in the content (for the Gap List's link checkbox); null = none */
  selectedBlockArtifactId: string | null;
  /** the Gap List widget asks the content to highlight blocks (its highlight menu and requirement bulbs) */
  onHighlight: (highlight: BlockHighlight) => void;
  /** 'Remove Block Selection': the content forgets the selected block */
  onRemoveBlockSelection: () => void;
}

/** The Module Federation ids the owning areas expose these widgets under (docs/decisions.md). */
export const PROCESS_WIDGETS = {
  gapList: { id: 'mfe_regulations/GapListWidget', area: 'regulations', label: 'Gap List' },
  templates: { id: 'mfe_templates/ProcessTemplatesWidget', area: 'templates', label: 'Templates' },
  templateContents: {
    id: 'mfe_templates/ProcessTemplateContentsWidget',
    area: 'templates',
    label: 'Template Contents',
  },
  linkedSr: {
    id: 'mfe_regulations/LinkedSrProcessesWidget',
    area: 'regulations',
    label: 'Linked S&R Processes',
  },
  requirementList: {
    id: 'mfe_regulations/RequirementListWidget',
    area: 'regulations',
    label: 'Requirement List',
  },
} as const;

type WidgetKey = keyof typeof PROCESS_WIDGETS;

/** spec 1 §2.6: QMS gets Gap List, Templates, Template Contents, Linked S&R Processes; PRODUCT the Requirement List. */
export function widgetKeysFor(type: RequirementType): WidgetKey[] {
  return type === 'QMS' ? ['gapList', 'templates', 'templateContents', 'linkedSr'] : ['requirementList'];
}

/**
 * The right sidebar's panels: each a RemoteWidget slot of its owning area. Until that area exposes the widget the
 * slot shows the area's unavailable panel (never a stand-in).
 */
export function processWidgetPanels(props: ProcessWidgetProps): SidebarPanel[] {
  return widgetKeysFor(props.requirementType).map((key) => {
    const widget = PROCESS_WIDGETS[key];
    return {
      value: key,
      label: widget.label,
      content: (
        <RemoteWidget<ProcessWidgetProps>
          id={widget.id}
          area={AREA_MANIFESTS[widget.area].title}
          props={props}
        />
      ),
    };
  });
}
