import { TextInput } from '@mantine/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils';
import type { SafeParser } from './field-errors';
import { FormDialog } from './FormDialog';

interface V {
  name: string;
}
/** the contract's shape of a zod schema: a name of at least one character */
const Values: SafeParser = {
  safeParse: (value) =>
    (value as V).name.length > 0
      ? { success: true }
      : { success: false, error: { issues: [{ path: ['name'], message: 'Minimum 1 character' }] } },
};

function setup() {
  const onSave = jest.fn();
  const onClose = jest.fn();
  renderWithProviders(
    <FormDialog<V>
      initial={{ name: '' }}
      title="New thing"
      schema={Values}
      dirtyFields={['name']}
      saving={false}
      onSave={onSave}
      onClose={onClose}
    >
      {({ values, set }) => (
        <TextInput label="Name" value={values.name} onChange={(e) => set('name', e.currentTarget.value)} />
      )}
    </FormDialog>,
  );
  return { onSave, onClose };
}

describe('FormDialog, asking before changed input is lost', () => {
  it('"Keep editing" neither saves nor closes, and puts focus back into the field the user left', async () => {
    const { onSave, onClose } = setup();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'New thing' });
    const name = within(dialog).getByLabelText('Name');
    await user.click(name);
    await user.type(name, 'Auditor');
    await user.keyboard('{Escape}');
    const keepEditing = within(dialog).getByRole('button', { name: 'Keep editing' });
    await waitFor(() => expect(keepEditing).toHaveFocus());

    await user.click(keepEditing);
    await waitFor(() => expect(name).toHaveFocus());
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(name).toHaveValue('Auditor');
  });

  it('Enter on "Keep editing" (by keyboard) does not submit the form either', async () => {
    const { onSave } = setup();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'New thing' });
    await user.type(within(dialog).getByLabelText('Name'), 'Auditor');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks even when Escape arrives before the dialog re-rendered after the last keystroke', async () => {
    const { onClose } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'New thing' });
    const name = within(dialog).getByLabelText('Name');
    // both in one act: React renders after both events, as a loaded browser may deliver the Escape first
    act(() => {
      fireEvent.change(name, { target: { value: 'Auditor' } });
      fireEvent.keyDown(name, { key: 'Escape' });
    });
    expect(await within(dialog).findByRole('alertdialog', { name: 'Discard your changes?' })).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    expect(name).toHaveValue('Auditor');
  });

  it('closes at once when nothing was changed', async () => {
    const { onClose } = setup();
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'New thing' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
