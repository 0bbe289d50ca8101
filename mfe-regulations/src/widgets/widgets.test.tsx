import { readdirSync } from 'node:fs';
import { createElement } from 'react';
import { screen } from '@testing-library/react';
import { widgetsOfArea, type WidgetIdOfArea, type WidgetProps } from '@qms/shared-api';
import { statistics } from '@qms/shared-api/testing';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import GapListWidget from './GapListWidget';
import LinkedSrProcessesWidget from './LinkedSrProcessesWidget';
import QmsRequirementEditor from './QmsRequirementEditor';
import RequirementListWidget from './RequirementListWidget';
import StatisticsPies from './StatisticsPies';

// The producer side of the widget contract (ADR 0105): what this remote exposes is checked against the registry's
// WidgetProps, the same type the hosts' RemoteWidget checks their props against.
type Ours = WidgetIdOfArea<'regulations'>;

// compile time: one module per widget of this area (a missing or extra key fails), each accepting WidgetProps[Id]
const exposed = {
  GapListWidget,
  LinkedSrProcessesWidget,
  RequirementListWidget,
  StatisticsPies,
  QmsRequirementEditor,
} satisfies { [Id in Ours]: (props: WidgetProps[Id]) => JSX.Element };

const process = { sopArtifactId: 'sop-a', sopVersionId: 'sop-v', editable: false };
const hostProps: { [Id in Ours]: WidgetProps[Id] } = {
  GapListWidget: { ...process, selectedRequirement: null, selectedBlockArtifactId: null },
  LinkedSrProcessesWidget: process,
  RequirementListWidget: { ...process, selectedBlockArtifactId: null },
  StatisticsPies: { statistics: statistics(), size: 375 },
  QmsRequirementEditor: { regulationId: 'reg-1', requirementId: 'r41', editable: false },
};

const shows: { [Id in Ours]: RegExp } = {
  GapListWidget: /^No requirements from Standards and Regulations are assigned to this process/,
  LinkedSrProcessesWidget: /SOP detail for sop-v couldn't be fetched/,
  RequirementListWidget: /^This process has no product requirements yet/,
  StatisticsPies: /^Applicable with target evidence: 0, Applicable with warnings: 1/,
  QmsRequirementEditor: /gap entries for regulation reg-1 couldn't be fetched/,
};

setupScreenTest();

describe('the widgets mfe-regulations exposes', () => {
  it("src/widgets holds exactly the registry's widgets of this area, one <Id>.tsx each", () => {
    const files = readdirSync(__dirname).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    expect(files.sort()).toEqual(
      widgetsOfArea('regulations')
        .map((id) => `${id}.tsx`)
        .sort(),
    );
    expect(Object.keys(exposed).sort()).toEqual([...widgetsOfArea('regulations')].sort());
  });

  it.each(widgetsOfArea('regulations') as Ours[])('%s renders with the props its hosts pass', async (id) => {
    renderWithProviders(
      createElement(exposed[id] as (props: WidgetProps[typeof id]) => JSX.Element, hostProps[id]),
      { session: 'viewer' },
    );
    // what each shows from those props (the ids reach the widget: unknown ones are named in its messages)
    expect(await screen.findByText(shows[id], {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
