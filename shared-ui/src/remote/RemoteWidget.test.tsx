import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils';
import { RemoteWidget } from './RemoteWidget';
import { SharedVersionError } from './shared-versions';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  satisfy: jest.fn(() => true),
}));

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('renders the remote module with its props', async () => {
  renderWithProviders(
    <RemoteWidget
      id="mfe_x/Hello"
      area="X"
      props={{ name: 'Ann' }}
      loader={async () => ({ default: Hello })}
    />,
  );
  expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
});

test('a failed load shows the area panel, and Retry loads again', async () => {
  const loader = jest
    .fn()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce({ default: Hello });
  renderWithProviders(<RemoteWidget id="mfe_x/Hello" area="Xarea" props={{ name: 'Bo' }} loader={loader} />);
  expect(await screen.findByText('Xarea is temporarily unavailable')).toBeInTheDocument();
  expect(screen.getByText(/could not be loaded/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Hello Bo')).toBeInTheDocument();
});

test('a remote built against a newer shared package says what it needs', async () => {
  const loader = jest.fn().mockRejectedValue(new SharedVersionError('@qms/shared-ui', '^1.3.0', '1.2.0'));
  renderWithProviders(<RemoteWidget id="mfe_x/Hello" area="Impact" props={{ name: 'C' }} loader={loader} />);
  expect(
    await screen.findByText(
      'This build of Impact needs suite shared-ui ≥ 1.3; this suite provides 1.2.0. Ask your administrator to deploy a matching build of Impact or of the suite. The rest of the application keeps working.',
    ),
  ).toBeInTheDocument();
});
