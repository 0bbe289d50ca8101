import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetProps } from '@qms/shared-api';
import { renderWithProviders } from '../test-utils';
import { RemoteWidget } from './RemoteWidget';
import { SharedVersionError } from './shared-versions';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  satisfy: jest.fn(() => true),
}));

function Menu({ requirementId }: WidgetProps['GapImpactMenu']): JSX.Element {
  return <p>menu of {requirementId}</p>;
}
const props = { sopArtifactId: 'sop-a', regulationId: 'reg-1', requirementId: 'r41' };

describe('RemoteWidget', () => {
  it("loads the widget's module by the registry's id and renders it with the props", async () => {
    const loader = jest.fn(async () => ({ default: Menu }));
    renderWithProviders(<RemoteWidget widget="GapImpactMenu" props={props} loader={loader} />);
    expect(await screen.findByText('menu of r41')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mfe_impact/GapImpactMenu');
  });

  it("shows the owning area's unavailable panel when the remote fails, and Retry loads it again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = jest
      .fn<Promise<unknown>, [string]>()
      .mockRejectedValueOnce(new Error('remoteEntry.js could not be loaded'))
      .mockResolvedValue({ default: Menu });
    renderWithProviders(<RemoteWidget widget="GapImpactMenu" props={props} loader={loader} />);
    expect(await screen.findByText('Impact Analysis is temporarily unavailable')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('menu of r41')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('says what a build of the owning area needs when it was built against a newer shared package', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = jest.fn().mockRejectedValue(new SharedVersionError('@qms/shared-ui', '^2.3.0', '2.1.0'));
    renderWithProviders(<RemoteWidget widget="GapImpactMenu" props={props} loader={loader} />);
    expect(
      await screen.findByText(
        'This build of Impact Analysis needs suite shared-ui ≥ 2.3; this suite provides 2.1.0. Ask your administrator to deploy a matching build of Impact Analysis or of the suite. The rest of the application keeps working.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when the module exports no component', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <RemoteWidget widget="StatisticsPies" props={{ statistics: {} as never }} loader={async () => 42} />,
    );
    expect(await screen.findByText('Standards & Regulations is temporarily unavailable')).toBeInTheDocument();
  });

  it("checks the props against the registry's type of that widget", () => {
    const misuse = () => (
      // @ts-expect-error GapImpactMenu needs sopArtifactId, regulationId and requirementId
      <RemoteWidget widget="GapImpactMenu" props={{ requirementId: 'r41' }} />
    );
    // @ts-expect-error not a widget of the registry
    const unknown = () => <RemoteWidget widget="NoSuchWidget" props={{}} />;
    expect([misuse, unknown].every((f) => typeof f === 'function')).toBe(true);
  });
});
