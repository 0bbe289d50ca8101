import type { ProcessWidgetProps, RequirementType, WidgetId } from '@qms/shared-api';
import { RemoteWidget } from '@qms/shared-ui';
import type { SidebarPanel } from '../../shared/ProcessesLayout';

// what Process Detail hands every widget of another area: declared once in shared-api, beside the widget registry
export type { ProcessWidgetProps } from '@qms/shared-api';

/** Process Detail's sidebar widgets: each a widget of the registry (shared-api WIDGETS) and its tab label. */
export const PROCESS_WIDGETS = {
  gapList: { widget: 'GapListWidget', label: 'Gap List' },
  templates: { widget: 'ProcessTemplatesWidget', label: 'Templates' },
  templateContents: { widget: 'ProcessTemplateContentsWidget', label: 'Template Contents' },
  linkedSr: { widget: 'LinkedSrProcessesWidget', label: 'Linked S&R Processes' },
  requirementList: { widget: 'RequirementListWidget', label: 'Requirement List' },
} as const satisfies Record<string, { widget: WidgetId; label: string }>;

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
      content: <RemoteWidget widget={widget.widget} props={props} />,
    };
  });
}
