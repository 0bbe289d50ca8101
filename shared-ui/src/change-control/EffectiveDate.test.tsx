import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EFFECTIVE_DATE_IN_PAST, localDay } from '@qms/shared-api';
import { renderWithProviders } from '../test-utils';
import { InReleaseCard, ReleasedCard } from './ReleaseCards';
import { StartReleaseCard } from './StartReleaseCard';
import { release } from './test-fixtures';

// Effective dates of releases (issue 29.2): optionally named on start (the hint names the training period), shown
// on the card of a running release that names one and of every completed release.

const DAY_MS = 86_400_000;
const day = (offset: number) => localDay(new Date(Date.now() + offset * DAY_MS));
const USERS = [
  { userId: 'u-vic', displayName: 'Victor Viewer', email: 'v@x', roles: ['QMS_VIEWER'] },
  { userId: 'u-rel', displayName: 'Rita Releaser', email: 'r@x', roles: ['QMS_ADMIN'] },
];
const factOf = (term: string) => screen.getByText(term).nextElementSibling as HTMLElement;

describe('Release Workflow cards: effective date', () => {
  const running = (effectiveDate: string | null) => (
    <InReleaseCard
      release={release({ effectiveDate })}
      ownRecordIds={new Set()}
      showCancel={false}
      showComplete={false}
      completeEnabled={false}
      busy={false}
      onDecision={jest.fn()}
      onCancel={jest.fn()}
      onComplete={jest.fn()}
    />
  );

  it('shows the day named at start on the running release, and nothing when none was named', () => {
    const { rerender } = renderWithProviders(running('2999-12-13'));
    expect(factOf('Effective date')).toHaveTextContent('13.12.2999');
    rerender(running(null));
    expect(screen.queryByText('Effective date')).not.toBeInTheDocument();
  });

  it('shows the effective date of a completed release', () => {
    renderWithProviders(
      <ReleasedCard
        release={release({
          state: 'COMPLETED',
          decidedAt: '2026-11-29T10:00:00.000Z',
          effectiveDate: '2026-12-13',
        })}
        showObsolete={false}
        busy={false}
        onObsolete={() => {}}
      />,
    );
    expect(factOf('Effective date')).toHaveTextContent('13.12.2026');
  });
});

describe('Start Release: effective date', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByRole('textbox', { name: /^Comment/ }), 'Ready');
    await user.click(screen.getByRole('textbox', { name: /^Authors/ }));
    await user.click(await screen.findByRole('option', { name: 'Victor Viewer' }));
    await user.click(screen.getByRole('textbox', { name: /^Releaser/ }));
    await user.click(await screen.findByRole('option', { name: 'Rita Releaser' }));
  };

  it('says what empty means (release day + the training period), refuses a past day and sends the chosen one', async () => {
    const user = userEvent.setup();
    const onStart = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(
      <StartReleaseCard
        users={USERS}
        usersLoading={false}
        canStart
        starting={false}
        trainingPeriodDays={21}
        onStart={onStart}
      />,
    );
    const input = screen.getByLabelText(/^Effective date/);
    expect(
      screen.getByText(
        'Optional: the day this version comes into force. Empty means release day + 21 days (training period).',
      ),
    ).toBeInTheDocument();
    await fill(user);
    const start = screen.getByRole('button', { name: 'Start Release' });
    fireEvent.change(input, { target: { value: day(-1) } });
    expect(screen.getByText(EFFECTIVE_DATE_IN_PAST)).toBeInTheDocument();
    expect(start).toBeDisabled();
    fireEvent.change(input, { target: { value: day(14) } });
    await user.click(start);
    await waitFor(() =>
      expect(onStart).toHaveBeenCalledWith({
        comment: 'Ready',
        expectedDecider: 'u-rel',
        authorUserIds: ['u-vic'],
        approverUserIds: [],
        effectiveDate: day(14),
      }),
    );
  });

  it('sends no effective date when the field stays empty', async () => {
    const user = userEvent.setup();
    const onStart = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(
      <StartReleaseCard users={USERS} usersLoading={false} canStart starting={false} onStart={onStart} />,
    );
    expect(
      within(screen.getByRole('region', { name: 'Start Release' })).getByText(
        /release day \+ the training period/,
      ),
    ).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Start Release' }));
    await waitFor(() => expect(onStart).toHaveBeenCalled());
    expect(onStart.mock.calls[0][0]).not.toHaveProperty('effectiveDate');
  });
});
