import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { createBlock, createTerm, PROCESS_MESSAGES, sessionStore } from '@qms/shared-api';
import { failWith, processStore } from '@qms/shared-api/mock';
import { renderWithProviders, setupScreenTest, testSession } from '@qms/shared-ui/test-utils';
import { seedProcess } from '../test/seed';
import { CurrentProcessPage } from './CurrentProcessPage';
import { ProcessDetailPage } from './ProcessDetailPage';

const { server, snackbar } = setupScreenTest();

function renderDetail(route: string, session: 'admin' | 'viewer' = 'admin') {
  return renderWithProviders(
    <Routes>
      <Route path="/processes/:id" element={<ProcessDetailPage />} />
      <Route path="/processes/:artifactId/current" element={<CurrentProcessPage />} />
    </Routes>,
    { route, session },
  );
}

const blocks = () => screen.getByLabelText('Blocks');

describe('Process Detail', () => {
  it('shows purpose, glossary and the four add buttons; adds blocks with their defaults', async () => {
    const p = seedProcess('Document Control');
    renderDetail(`/processes/${p.versionId}`);
    expect(await screen.findByRole('heading', { name: 'Document Control', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 Purpose' })).toBeInTheDocument();
    expect(screen.getByText('Purpose of Document Control')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 Glossary' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Title' }));
    expect(await within(blocks()).findByRole('heading', { name: /3 New Title/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Section' }));
    expect(await within(blocks()).findByText('Edit block to change title and text.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    expect(await within(blocks()).findByRole('heading', { name: /3\.2 New Step/ })).toBeInTheDocument();
    // the version-state label of a new block
    expect(within(blocks()).getAllByText('new')).toHaveLength(3);
    // Deleted Blocks / Deleted Terms panels while in work
    expect(screen.getByRole('button', { name: /Deleted Blocks/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Deleted Terms/ })).toBeInTheDocument();
  });

  it("offers no 'Add Step' in a PRODUCT process", async () => {
    const p = seedProcess('Product X', { requirementType: 'PRODUCT' });
    renderDetail(`/processes/${p.versionId}`);
    expect(await screen.findByRole('button', { name: 'Add Section' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Step' })).not.toBeInTheDocument();
  });

  it('deletes an unchanged block after confirmation and undoes it from the Deleted Blocks panel', async () => {
    const p = seedProcess('Training');
    sessionStore.set(testSession('admin'));
    const created = await createBlock(p, { block: { type: 'HEADER', name: 'Scope' } });
    // as after a new process version: the block is UNCHANGED, so deleting marks it DELETED
    processStore().blocks.get(p.versionId)![0]!.versionState = 'UNCHANGED';
    renderDetail(`/processes/${p.versionId}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete block Scope' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete block' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(blocks()).queryByText(/Scope/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Deleted Blocks (1)' }));
    await user.click(await screen.findByRole('button', { name: 'Undo deletion of Scope' }));
    expect(await within(blocks()).findByRole('heading', { name: /3 Scope/ })).toBeInTheDocument();
    expect(created.name).toBe('Scope');
  });

  it('removes a created block (nothing to undo)', async () => {
    const p = seedProcess('Suppliers');
    sessionStore.set(testSession('admin'));
    await createBlock(p, { block: { type: 'HEADER', name: 'Scope' } });
    renderDetail(`/processes/${p.versionId}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete block Scope' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete block' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(within(blocks()).queryByText(/Scope/)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Deleted Blocks (0)' })).toBeInTheDocument();
  });

  it('reports a failed block creation with the spec message and keeps the list', async () => {
    const p = seedProcess('Audits');
    server.use(failWith('post', '/qms-api/sops/:a/versions/:v/blocks', 500, 'db down'));
    renderDetail(`/processes/${p.versionId}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Title' }));
    await waitFor(() => expect(snackbar.errors()).toEqual([PROCESS_MESSAGES.blockCreate]));
  });

  it('opens the block detail in the content stack and saves a step with role and test fields', async () => {
    const p = seedProcess('CAPA');
    sessionStore.set(testSession('admin'));
    await createBlock(p, { block: { type: 'STEP', name: 'Check input' } });
    renderDetail(`/processes/${p.versionId}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit block Check input' }));
    expect(await screen.findByRole('heading', { name: 'Edit Step' })).toBeInTheDocument();
    expect(screen.getByText('Selected block: Check input')).toBeInTheDocument();
    // test fields only when testable
    expect(screen.queryByLabelText('Acceptance Criterion')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Testable' }));
    await user.type(screen.getByLabelText('Acceptance Criterion'), 'All inputs present');
    await user.click(screen.getByRole('textbox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Quality Manager' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // back on the process: the step shows its role and test field
    expect(
      await within(await screen.findByLabelText('Blocks')).findByText('All inputs present'),
    ).toBeInTheDocument();
    expect(within(blocks()).getByText('Quality Manager')).toBeInTheDocument();
    expect(screen.getByText('No sop-block selected')).toBeInTheDocument();
    // the longest walk of this file (block stack, Mantine combobox, typing): room for a loaded 2-core CI machine
  }, 40_000);

  it('shows a viewer no edit actions', async () => {
    const p = seedProcess('Complaints');
    sessionStore.set(testSession('admin'));
    await createBlock(p, { block: { type: 'TIPTAP', name: 'Intake' } });
    await createTerm(p, { term: 'CAPA', definition: 'Corrective and preventive action' });
    renderDetail(`/processes/${p.artifactId}/current`, 'viewer');
    expect(await screen.findByRole('heading', { name: 'Complaints', level: 1 })).toBeInTheDocument();
    expect(await within(blocks()).findByText(/Intake/)).toBeInTheDocument();
    expect(await screen.findByText('Corrective and preventive action')).toBeInTheDocument();
    for (const name of ['Add Title', 'Add Section', 'Add Step', 'Add Diagram', 'Add Term', 'Edit', 'Delete'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Edit block|Delete block|Move block/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit term|Delete term/ })).not.toBeInTheDocument();
  });

  it('reports a failed load with the spec message', async () => {
    server.use(failWith('get', '/qms-api/sops/sop-artifact-uuid/versions/:v', 500, 'db down'));
    renderDetail('/processes/00000000-0000-4000-8000-00000000ffff');
    await waitFor(() =>
      expect(snackbar.errors()).toEqual([
        PROCESS_MESSAGES.detailLoad('00000000-0000-4000-8000-00000000ffff'),
      ]),
    );
  });
});
