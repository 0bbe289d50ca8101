import { act, screen } from '@testing-library/react';
import { getAppStatus, MOUNTED, NOT_LOADED } from 'single-spa';
import { renderWithProviders } from '@qms/shared-ui/test-utils';
import { AreaLoading } from './AreaLoading';

jest.mock('single-spa', () => ({
  ...jest.requireActual('single-spa'),
  getAppStatus: jest.fn(),
}));
const status = getAppStatus as jest.MockedFunction<typeof getAppStatus>;

describe('AreaLoading', () => {
  it('shows a loader where the area will appear until single-spa has mounted it', () => {
    status.mockReturnValue(NOT_LOADED);
    renderWithProviders(<AreaLoading area="processes" />);
    expect(screen.getByLabelText('Loading Processes')).toBeInTheDocument();

    status.mockReturnValue(MOUNTED);
    act(() => void window.dispatchEvent(new CustomEvent('single-spa:routing-event')));
    expect(screen.queryByTestId('area-loading')).not.toBeInTheDocument();
  });

  it('shows nothing when the area is mounted already (a page within it)', () => {
    status.mockReturnValue(MOUNTED);
    renderWithProviders(<AreaLoading area="regulations" />);
    expect(screen.queryByTestId('area-loading')).not.toBeInTheDocument();
  });
});
