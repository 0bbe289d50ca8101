import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DUE_DATE_IN_PAST,
  DUE_DATE_INVALID,
  EFFECTIVE_DATE_INVALID,
  LAST_CALENDAR_DAY,
  localDay,
} from '@qms/shared-api';
import { renderWithProviders } from '../test-utils';
import { DueDate, DueDateInput } from './DueDate';
import { InReleaseCard } from './ReleaseCards';
import { StartReleaseCard } from './StartReleaseCard';
import { release } from './test-fixtures';

// Due dates of releases (issue 27.6): chosen on start, shown on the card, "Overdue" once the day is over.

const DAY_MS = 86_400_000;
const day = (offset: number) => localDay(new Date(Date.now() + offset * DAY_MS));
const USERS = [
  { userId: 'u-vic', displayName: 'Victor Viewer', email: 'v@x', roles: ['QMS_VIEWER'] },
  { userId: 'u-rel', displayName: 'Rita Releaser', email: 'r@x', roles: ['QMS_ADMIN'] },
];

describe('DueDate', () => {
  it('shows the day as DD.MM.YYYY, with "Overdue" only once it is over and the decision open', () => {
    const { rerender } = renderWithProviders(<DueDate dueDate="2999-03-04" />);
    expect(screen.getByText('04.03.2999')).toBeInTheDocument();
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
    rerender(<DueDate dueDate={day(-1)} />);
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    rerender(<DueDate dueDate={day(0)} />);
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
    rerender(<DueDate dueDate={day(-1)} open={false} />);
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('the running release card shows the due date and "Overdue"', () => {
    renderWithProviders(
      <InReleaseCard
        release={release({ dueDate: day(-3) })}
        ownRecordIds={new Set()}
        showCancel={false}
        showComplete={false}
        completeEnabled={false}
        busy={false}
        onDecision={jest.fn()}
        onCancel={jest.fn()}
        onComplete={jest.fn()}
      />,
    );
    const term = screen.getByText('Due date');
    expect(within(term.nextElementSibling as HTMLElement).getByText('Overdue')).toBeInTheDocument();
  });
});

describe('DueDateInput', () => {
  it("offers no day after the server's last calendar day, so a typed year 20260 is never sent", () => {
    renderWithProviders(<DueDateInput value="" disabled={false} onChange={jest.fn()} />);
    expect(LAST_CALENDAR_DAY).toBe('9999-12-31');
    expect(screen.getByLabelText(/^Due date/)).toHaveAttribute('max', '9999-12-31');
  });
});

describe('Start Release: due date', () => {
  /** The Start form with comment, author and releaser chosen; `onStart` receives what would be sent. */
  const renderFilled = async () => {
    const user = userEvent.setup();
    const onStart = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(
      <StartReleaseCard users={USERS} usersLoading={false} canStart starting={false} onStart={onStart} />,
    );
    await fill(user);
    return { user, onStart };
  };
  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByRole('textbox', { name: /^Comment/ }), 'Ready');
    await user.click(screen.getByRole('textbox', { name: /^Authors/ }));
    await user.click(await screen.findByRole('option', { name: 'Victor Viewer' }));
    await user.click(screen.getByRole('textbox', { name: /^Releaser/ }));
    await user.click(await screen.findByRole('option', { name: 'Rita Releaser' }));
  };

  it('sends the chosen day, and refuses a day in the past before it is sent', async () => {
    const { user, onStart } = await renderFilled();
    const start = screen.getByRole('button', { name: 'Start Release' });
    const input = screen.getByLabelText(/^Due date/);
    fireEvent.change(input, { target: { value: day(-1) } });
    expect(screen.getByText(DUE_DATE_IN_PAST)).toBeInTheDocument();
    expect(start).toBeDisabled();
    fireEvent.change(input, { target: { value: day(5) } });
    expect(screen.queryByText(DUE_DATE_IN_PAST)).not.toBeInTheDocument();
    await user.click(start);
    await waitFor(() =>
      expect(onStart).toHaveBeenCalledWith({
        comment: 'Ready',
        expectedDecider: 'u-rel',
        authorUserIds: ['u-vic'],
        approverUserIds: [],
        dueDate: day(5),
      }),
    );
  });

  it("names a year after 9999 by the server's rule and sends nothing", async () => {
    const { user, onStart } = await renderFilled();
    const start = screen.getByRole('button', { name: 'Start Release' });
    // a browser that lets a five-digit year through (the server's schema takes four digits)
    fireEvent.change(screen.getByLabelText(/^Due date/), { target: { value: '10000-01-01' } });
    expect(screen.getByText(DUE_DATE_INVALID)).toBeInTheDocument();
    expect(start).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/^Due date/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/^Effective date/), { target: { value: '10000-01-01' } });
    expect(screen.getByText(EFFECTIVE_DATE_INVALID)).toBeInTheDocument();
    expect(start).toBeDisabled();
    await user.click(start);
    expect(onStart).not.toHaveBeenCalled();
  });
});
