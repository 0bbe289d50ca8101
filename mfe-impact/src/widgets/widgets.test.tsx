import { readdirSync } from 'node:fs';
import { createElement } from 'react';
import { screen } from '@testing-library/react';
import { widgetsOfArea, type WidgetIdOfArea, type WidgetProps } from '@qms/shared-api';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import GapImpactMenu from './GapImpactMenu';

// The producer side of the widget contract (ADR 0105): what this remote exposes is checked against the registry's
// WidgetProps, the same type the hosts' RemoteWidget checks their props against.
type Ours = WidgetIdOfArea<'impact'>;

// compile time: one module per widget of this area (a missing or extra key fails), each accepting WidgetProps[Id]
const exposed = { GapImpactMenu } satisfies { [Id in Ours]: (props: WidgetProps[Id]) => JSX.Element };

// what the Gap List widget's rows pass
const hostProps: { [Id in Ours]: WidgetProps[Id] } = {
  GapImpactMenu: { sopArtifactId: 'sop-a', regulationId: 'reg-1', requirementId: 'r41' },
};

setupScreenTest();

describe('the widgets mfe-impact exposes', () => {
  it("src/widgets holds exactly the registry's widgets of this area, one <Id>.tsx each", () => {
    const files = readdirSync(__dirname).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    expect(files.sort()).toEqual(
      widgetsOfArea('impact')
        .map((id) => `${id}.tsx`)
        .sort(),
    );
    expect(Object.keys(exposed).sort()).toEqual([...widgetsOfArea('impact')].sort());
  });

  it('GapImpactMenu renders with the props the Gap List rows pass: the menu of that requirement', async () => {
    renderWithProviders(createElement(exposed.GapImpactMenu, hostProps.GapImpactMenu), { session: 'viewer' });
    expect(await screen.findByRole('button', { name: 'Impacts of requirement r41' })).toBeInTheDocument();
  });
});
