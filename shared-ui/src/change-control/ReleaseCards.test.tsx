import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { ParticipantTable } from './ParticipantTable';
import { ReleasedCard } from './ReleaseCards';
import { participant, release, signature } from './test-fixtures';

// Issue 27.2: one person signing as author and as approver gives two 'Approved' lines that must read apart.

const both = release({
  state: 'COMPLETED',
  authors: [
    participant({
      id: 'p-a',
      userId: 'u-ann',
      decision: 'APPROVED',
      signature: signature({ printedName: 'Anna Admin' }),
    }),
  ],
  approvers: [
    participant({
      id: 'p-b',
      userId: 'u-ann',
      kind: 'APPROVER',
      decision: 'APPROVED',
      signature: signature({ printedName: 'Anna Admin' }),
    }),
  ],
  signature: signature({ printedName: 'Rita Releaser', meaning: 'Released' }),
});

it('the released card names the capacity of every signature: Author, Approver, Releaser', () => {
  renderWithProviders(
    <ReleasedCard release={both} showObsolete={false} busy={false} onObsolete={() => {}} />,
  );
  const lines = within(screen.getByRole('list', { name: 'Signatures' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  expect(lines).toEqual([
    expect.stringMatching(/^Signed by Anna Admin, .*, meaning: Approved, capacity: Author$/),
    expect.stringMatching(/^Signed by Anna Admin, .*, meaning: Approved, capacity: Approver$/),
    expect.stringMatching(/^Signed by Rita Releaser, .*, meaning: Released, capacity: Releaser$/),
  ]);
});

it("the approvers' table signs its rows as Approver", () => {
  renderWithProviders(<ParticipantTable caption="Approvers" participants={both.approvers} />);
  expect(screen.getByTestId('signature')).toHaveTextContent(/meaning: Approved, capacity: Approver$/);
});

it("the released card keeps the reviewers' comments beside their signatures", () => {
  const commented = release({
    ...both,
    approvers: [{ ...both.approvers[0]!, comment: 'Checked the delivery step.' }],
  });
  renderWithProviders(
    <ReleasedCard release={commented} showObsolete={false} busy={false} onObsolete={() => {}} />,
  );
  const items = within(screen.getByRole('list', { name: 'Signatures' })).getAllByRole('listitem');
  expect(items[1]).toHaveTextContent(/capacity: Approver\s*Comment: Checked the delivery step\.$/);
  expect(items[0]).not.toHaveTextContent('Comment:');
});
