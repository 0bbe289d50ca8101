import { AREA_MANIFESTS, type AreaKey, type AreaManifest } from './areas';
import type { WidgetProps } from './widget-props';

/**
 * The widgets one area mounts in another, each declared ONCE (issue 25 point 4), like AREA_MANIFESTS: its id (the
 * exposed module's name and its file `mfe-<area>/src/widgets/<Id>.tsx`), the area that owns it, and a title.
 * Its props are WidgetProps[Id] (./widget-props.ts). RemoteWidget takes an id from here; each remote's exposes are
 * generated from here by tools/mf-config (widgetExposes), which reads this file as it is: keep it free of imports
 * other than './areas' and types (ADR 0105).
 */
export const WIDGETS = {
  GapListWidget: { area: 'regulations', title: 'Gap List' },
  // the Standards and Regulations panel (QMS processes) and the Requirement List (PRODUCT processes) of Process Detail
  LinkedSrProcessesWidget: { area: 'regulations', title: 'Linked S&R Processes' },
  RequirementListWidget: { area: 'regulations', title: 'Requirement List' },
  StatisticsPies: { area: 'regulations', title: 'Gap statistics' },
  // the assessment editor by {regulationId, requirementId}, behind the impact analysis' edit toggle
  QmsRequirementEditor: { area: 'regulations', title: 'QMS requirement editor' },
  ProcessTemplatesWidget: { area: 'templates', title: 'Templates' },
  ProcessTemplateContentsWidget: { area: 'templates', title: 'Template Contents' },
  TemplateContentDetail: { area: 'templates', title: 'Template Content Detail' },
  // the impact menu of the regulations area's Gap List widget (RequirementItem)
  GapImpactMenu: { area: 'impact', title: 'Impacts' },
} as const satisfies Record<string, { area: AreaKey; title: string }>;

export type WidgetId = keyof typeof WIDGETS;

/** The area that owns a widget. */
type WidgetArea<Id extends WidgetId> = (typeof WIDGETS)[Id]['area'];

/** The ids of the widgets an area owns (what its remote exposes), e.g. WidgetIdOfArea<'impact'> = 'GapImpactMenu'. */
export type WidgetIdOfArea<A extends AreaKey> = {
  [Id in WidgetId]: WidgetArea<Id> extends A ? Id : never;
}[WidgetId];

// the props map and the registry name the same widgets: a widget added to one and not the other fails to compile
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameIds: Exactly<WidgetId, keyof WidgetProps> = true;
void sameIds;

/** The Module Federation id of a widget: '<mfName of its area>/<Id>', e.g. 'mfe_regulations/GapListWidget'. */
export function widgetModuleId<Id extends WidgetId>(id: Id): `${AreaManifest['mfName']}/${Id}` {
  return `${AREA_MANIFESTS[WIDGETS[id].area].mfName}/${id}`;
}

/** The ids of the widgets an area exposes, in registry order. */
export function widgetsOfArea(area: AreaKey): WidgetId[] {
  return (Object.keys(WIDGETS) as WidgetId[]).filter((id) => WIDGETS[id].area === area);
}
