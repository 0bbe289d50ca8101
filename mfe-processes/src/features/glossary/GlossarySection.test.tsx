import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTerm, PROCESS_MESSAGES, sessionStore } from '@qms/shared-api';
import { failWith } from '@qms/shared-api/mock';
import { renderWithProviders, seedProcess, setupScreenTest, testSession } from '@qms/shared-ui/test-utils';
import { GlossarySection } from './GlossarySection';

const { server, snackbar } = setupScreenTest();

const sopOf = (p: { artifactId: string; versionId: string }) => ({
  ...p,
  version: 1,
  releaseState: 'DRAFT' as const,
});

describe('Glossary inside a process', () => {
  it('adds terms with display state new, validates, and warns about a term another process defines', async () => {
    const other = seedProcess('Design Control');
    const p = seedProcess('Document Control');
    sessionStore.set(testSession('admin'));
    await createTerm(other, { term: 'Baseline', definition: 'An approved state' });
    renderWithProviders(<GlossarySection sop={sopOf(p)} editable inWork />, { session: 'admin' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Term' }));
    let dialog = await screen.findByRole('dialog', { name: 'New Term' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Term/), 'x');
    await user.clear(within(dialog).getByLabelText(/Term/));
    expect(await within(dialog).findByText('Min. 1 characters')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Abbreviation/), 'A'.repeat(33));
    expect(within(dialog).getByText('Max. 32 characters')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Abbreviation/));
    // same name, other case: the warning lists the other process
    await user.type(within(dialog).getByLabelText(/Term/), 'BASELINE');
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent('This term is already defined in other processes');
    expect(within(warning).getByRole('link', { name: 'Design Control' })).toHaveAttribute(
      'href',
      `/processes/${other.versionId}`,
    );
    await user.type(within(dialog).getByLabelText(/Definition/), 'The approved configuration');
    await user.click(save);
    const table = await screen.findByRole('table', { name: 'Glossary' });
    const row = (await within(table).findByText('BASELINE')).closest('tr')!;
    expect(row).toHaveTextContent('new');
    // a second term sorts before it
    await user.click(screen.getByRole('button', { name: 'Add Term' }));
    dialog = await screen.findByRole('dialog', { name: 'New Term' });
    await user.type(within(dialog).getByLabelText(/Term/), 'Audit');
    await user.type(within(dialog).getByLabelText(/Definition/), 'A systematic examination');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(table).findByText('Audit');
    const terms = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.querySelector('td')?.textContent);
    expect(terms.filter(Boolean).slice(0, 2)).toEqual(['Audit', 'BASELINE']);
  });

  it('keeps the input and shows the spec message when creating fails', async () => {
    const p = seedProcess('Training');
    server.use(failWith('post', '/qms-api/sops/:a/versions/:v/terms', 500, 'db down'));
    renderWithProviders(<GlossarySection sop={sopOf(p)} editable inWork />, { session: 'admin' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Term' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Term' });
    await user.type(within(dialog).getByLabelText(/Term/), 'Audit');
    await user.type(within(dialog).getByLabelText(/Definition/), 'A systematic examination');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(snackbar.errors()).toEqual([PROCESS_MESSAGES.termCreate]));
    expect(within(dialog).getByLabelText(/Term/)).toHaveValue('Audit');
  });
});
