import { AREA_KEYS, AREA_MANIFESTS } from './areas';
import type { ProcessWidgetProps, WidgetProps } from './widget-props';
import { WIDGETS, widgetModuleId, widgetsOfArea, type WidgetId, type WidgetIdOfArea } from './widgets';

/** Process Detail hands each of its sidebar widgets the same ProcessWidgetProps: each one's props must accept them. */
const PROCESS_DETAIL_WIDGETS = [
  'GapListWidget',
  'ProcessTemplatesWidget',
  'ProcessTemplateContentsWidget',
  'LinkedSrProcessesWidget',
  'RequirementListWidget',
] as const;
// checked one by one: RemoteWidget with a union of ids would accept props that fit any one of them
type Misfits = {
  [Id in (typeof PROCESS_DETAIL_WIDGETS)[number]]: ProcessWidgetProps extends WidgetProps[Id] ? never : Id;
}[(typeof PROCESS_DETAIL_WIDGETS)[number]];
const processDetailFits: [Misfits] extends [never] ? true : Misfits = true;

describe('the widget registry', () => {
  it("names each widget's module after its owning area's container, as the remotes expose it", () => {
    expect(widgetModuleId('GapListWidget')).toBe('mfe_regulations/GapListWidget');
    expect(widgetModuleId('TemplateContentDetail')).toBe('mfe_templates/TemplateContentDetail');
    expect(widgetModuleId('GapImpactMenu')).toBe('mfe_impact/GapImpactMenu');
    for (const id of Object.keys(WIDGETS) as WidgetId[]) {
      expect(widgetModuleId(id)).toBe(`${AREA_MANIFESTS[WIDGETS[id].area].mfName}/${id}`);
    }
  });

  it('lists the widgets of each area in registry order; every widget belongs to exactly one area', () => {
    expect(widgetsOfArea('regulations')).toEqual([
      'GapListWidget',
      'LinkedSrProcessesWidget',
      'RequirementListWidget',
      'StatisticsPies',
      'QmsRequirementEditor',
    ]);
    expect(widgetsOfArea('impact')).toEqual(['GapImpactMenu']);
    expect(widgetsOfArea('processes')).toEqual([]);
    const all = AREA_KEYS.flatMap((area) => widgetsOfArea(area));
    expect(all.sort()).toEqual(Object.keys(WIDGETS).sort());
  });

  it("Process Detail's props fit every widget it mounts (checked at compile time)", () => {
    expect(processDetailFits).toBe(true);
    expect(PROCESS_DETAIL_WIDGETS.every((id) => id in WIDGETS)).toBe(true);
  });

  it('types the ids of an area from the registry', () => {
    const ofTemplates: WidgetIdOfArea<'templates'>[] = [
      'ProcessTemplatesWidget',
      'ProcessTemplateContentsWidget',
      'TemplateContentDetail',
    ];
    // @ts-expect-error the Gap List belongs to the regulations area
    const notOfTemplates: WidgetIdOfArea<'templates'> = 'GapListWidget';
    expect([...ofTemplates, notOfTemplates].every((id) => id in WIDGETS)).toBe(true);
  });
});
