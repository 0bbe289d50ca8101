import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { createBlock, createTerm, PROCESS_MESSAGES, sessionStore } from '@qms/shared-api';
import { failWith, getMockDb, processStore } from '@qms/shared-api/mock';
import { templateContentFixture } from '@qms/shared-api/testing';
import { renderWithProviders, seedProcess, setupScreenTest, testSession } from '@qms/shared-ui/test-utils';
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
    // the PDF of the process is a header action, beside Edit and Delete (spec 1 §2.6)
    const edit = screen.getByRole('button', { name: 'Edit' });
    expect(edit.parentElement).toContainElement(screen.getByRole('button', { name: 'Upload PDF' }));
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

  it('inserts a block at the very top, above the first one (atIndex 0)', async () => {
    const p = seedProcess('Calibration');
    sessionStore.set(testSession('admin'));
    await createBlock(p, { block: { type: 'HEADER', name: 'Scope' } });
    await createBlock(p, { block: { type: 'TIPTAP', name: 'Details' } });
    renderDetail(`/processes/${p.versionId}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Insert at the top' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add Section' }));
    await waitFor(() =>
      expect(
        processStore()
          .blocks.get(p.versionId)!
          .map((b) => b.name),
      ).toEqual(['New Section', 'Scope', 'Details']),
    );
    // shown first, before the title (a section before any title has no chapter number of its own)
    const names = await within(blocks()).findAllByRole('heading', { name: /New Section|Scope|Details/ });
    expect(names.map((h) => h.textContent)).toEqual([
      expect.stringContaining('New Section'),
      expect.stringContaining('Scope'),
      expect.stringContaining('Details'),
    ]);
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

  it('saves the template contents and products of a step and shows their names', async () => {
    const p = seedProcess('Design Control');
    const db = getMockDb();
    db.templateContents.push(
      templateContentFixture('tc-1', 'Design input list', null),
      templateContentFixture('tc-2', 'Review minutes', null),
    );
    db.products.push({ productId: 'prod-1', name: 'Infusion Pump', dbVersion: 0 });
    sessionStore.set(testSession('admin'));
    await createBlock(p, { block: { type: 'STEP', name: 'Review inputs' } });
    renderDetail(`/processes/${p.versionId}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit block Review inputs' }));
    await user.click(await screen.findByRole('textbox', { name: 'Template Contents' }));
    await user.click(await screen.findByRole('option', { name: 'Review minutes' }));
    await user.click(screen.getByRole('textbox', { name: 'Products' }));
    await user.click(await screen.findByRole('option', { name: 'Infusion Pump' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(await screen.findByLabelText('Blocks')).findByText('Review minutes'),
    ).toBeInTheDocument();
    expect(within(blocks()).getByText('Infusion Pump')).toBeInTheDocument();
    const saved = processStore().blocks.get(p.versionId)![0]!;
    expect(saved.templateContentIds).toEqual(['tc-2']);
    expect(saved.productIds).toEqual(['prod-1']);
    // opened again, the detail shows the stored choices
    await user.click(screen.getByRole('button', { name: 'Edit block Review inputs' }));
    expect(await screen.findByRole('heading', { name: 'Edit Step' })).toBeInTheDocument();
    // the chosen template content is a pill of the multi-select
    const pills = () => screen.getByRole('textbox', { name: 'Template Contents' }).parentElement!;
    await waitFor(() => expect(within(pills()).getByText('Review minutes')).toBeInTheDocument());
  }, 40_000);

  it('edits a Section of a PRODUCT process as a product requirement: products, Testable and the test fields', async () => {
    const p = seedProcess('Pump Requirements', { requirementType: 'PRODUCT' });
    getMockDb().products.push({ productId: 'prod-1', name: 'Infusion Pump', dbVersion: 0 });
    sessionStore.set(testSession('admin'));
    await createBlock(p, { block: { type: 'TIPTAP', name: 'Flow rate' } });
    renderDetail(`/processes/${p.versionId}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit block Flow rate' }));
    expect(await screen.findByRole('heading', { name: 'Edit Section' })).toBeInTheDocument();
    // a product requirement has no role and no template contents
    expect(screen.queryByRole('textbox', { name: 'Role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Template Contents' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Products' }));
    await user.click(await screen.findByRole('option', { name: 'Infusion Pump' }));
    expect(screen.queryByLabelText('Acceptance Criterion')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Testable' }));
    await user.type(screen.getByLabelText('Acceptance Criterion'), 'Rate within 5 %');
    await user.type(screen.getByLabelText('Sample Size'), '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(await screen.findByLabelText('Blocks')).findByText('Rate within 5 %'),
    ).toBeInTheDocument();
    expect(within(blocks()).getByText('Infusion Pump')).toBeInTheDocument();
    expect(within(blocks()).getByText('30')).toBeInTheDocument();
    expect(within(blocks()).queryByText('# No Role')).not.toBeInTheDocument();
    const saved = processStore().blocks.get(p.versionId)![0]!;
    expect(saved).toMatchObject({ productIds: ['prod-1'], testable: true, sampleSize: '30' });
  }, 40_000);

  it("shows the contract's limit under a block field over it and sends no save", async () => {
    const p = seedProcess('Incoming Inspection');
    sessionStore.set(testSession('admin'));
    await createBlock(p, { block: { type: 'STEP', name: 'Measure' } });
    const puts: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.method === 'PUT') puts.push(request.url);
    };
    server.events.on('request:start', record);
    try {
      renderDetail(`/processes/${p.versionId}`);
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByRole('button', { name: 'Edit block Measure' }));
      expect(await screen.findByRole('heading', { name: 'Edit Step' })).toBeInTheDocument();
      const save = screen.getByRole('button', { name: 'Save' });
      fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
        target: { value: 'x'.repeat(2_001) },
      });
      expect(screen.getByText('Maximum 2,000 characters')).toBeInTheDocument();
      expect(save).toBeDisabled();
      fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Measure' } });
      expect(screen.queryByText('Maximum 2,000 characters')).not.toBeInTheDocument();
      expect(save).toBeEnabled();
      await user.click(screen.getByRole('checkbox', { name: 'Testable' }));
      fireEvent.change(screen.getByLabelText('Sample Size'), { target: { value: '1'.repeat(201) } });
      fireEvent.change(screen.getByLabelText('Acceptance Criterion'), {
        target: { value: 'x'.repeat(10_001) },
      });
      expect(screen.getByText('Maximum 200 characters')).toBeInTheDocument();
      expect(screen.getByText('Maximum 10,000 characters')).toBeInTheDocument();
      expect(save).toBeDisabled();
      // hidden again, the fields are kept and still sent: the reason Save stays disabled is named in sight
      await user.click(screen.getByRole('checkbox', { name: 'Testable' }));
      expect(screen.queryByLabelText('Sample Size')).not.toBeInTheDocument();
      expect(
        screen.getByText(
          'Acceptance Criterion: Maximum 10,000 characters; Sample Size: Maximum 200 characters',
        ),
      ).toBeInTheDocument();
      expect(save).toBeDisabled();
      fireEvent.click(save);
      expect(screen.getByRole('heading', { name: 'Edit Step' })).toBeInTheDocument();
      expect(puts).toEqual([]);
      expect(processStore().blocks.get(p.versionId)![0]!).toMatchObject({ name: 'Measure', testable: false });
    } finally {
      server.events.removeListener('request:start', record);
    }
  }, 40_000);

  it('offers a Section of a QMS process neither products nor test fields', async () => {
    const p = seedProcess('Purchasing');
    sessionStore.set(testSession('admin'));
    await createBlock(p, { block: { type: 'TIPTAP', name: 'Scope' } });
    renderDetail(`/processes/${p.versionId}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit block Scope' }));
    expect(await screen.findByRole('heading', { name: 'Edit Section' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Testable' })).not.toBeInTheDocument();
  });

  it('reports a failed save of an unchanged block as a failed new version, other failed saves as failed updates', async () => {
    const p = seedProcess('Handling');
    sessionStore.set(testSession('admin'));
    await createBlock(p, { block: { type: 'HEADER', name: 'Storage' } });
    await createBlock(p, { block: { type: 'HEADER', name: 'Transport' } });
    // as after a new process version: the first block is UNCHANGED, so its save creates the new version
    processStore().blocks.get(p.versionId)![0]!.versionState = 'UNCHANGED';
    const transportVersionId = processStore().blocks.get(p.versionId)![1]!.versionId;
    server.use(failWith('put', '/qms-api/sops/:a/versions/:v/blocks/:b/versions/:bv', 500, 'db down'));
    renderDetail(`/processes/${p.versionId}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit block Storage' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(snackbar.errors()).toEqual([PROCESS_MESSAGES.blockNewVersion]));
    // the input stays; back to the process and a CREATED block
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Edit block Transport' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(snackbar.errors()).toEqual([
        PROCESS_MESSAGES.blockNewVersion,
        PROCESS_MESSAGES.blockUpdate(transportVersionId),
      ]),
    );
  }, 40_000);

  it('lets an admin select a block of a released version for requirement links (issue 28.2), and select it off again', async () => {
    const p = seedProcess('Supplier Audit');
    sessionStore.set(testSession('admin'));
    await createBlock(p, { block: { type: 'TIPTAP', name: 'Plan' } });
    getMockDb().sops.sops.find((v) => v.versionId === p.versionId)!.releaseState = 'RELEASED';
    const user = userEvent.setup();
    renderDetail(`/processes/${p.artifactId}/current`);
    expect(await screen.findByRole('heading', { name: 'Supplier Audit', level: 1 })).toBeInTheDocument();
    const select = await within(blocks()).findByRole('button', {
      name: 'Select block Plan for requirement links',
    });
    // released: nothing of the process can be edited, the link selection can
    expect(within(blocks()).queryByRole('button', { name: 'Edit block Plan' })).not.toBeInTheDocument();
    await user.click(select);
    expect(select).toHaveAttribute('aria-pressed', 'true');
    expect(blocks().querySelector('[data-selected="true"]')).toHaveTextContent('Plan');
    await user.click(select);
    expect(select).toHaveAttribute('aria-pressed', 'false');
    expect(blocks().querySelector('[data-selected="true"]')).toBeNull();
  });

  it('shows a viewer no edit actions', async () => {
    const p = seedProcess('Complaints');
    sessionStore.set(testSession('admin'));
    await createBlock(p, { block: { type: 'TIPTAP', name: 'Intake' } });
    await createTerm(p, { term: 'CAPA', definition: 'Corrective and preventive action' });
    renderDetail(`/processes/${p.artifactId}/current`, 'viewer');
    expect(await screen.findByRole('heading', { name: 'Complaints', level: 1 })).toBeInTheDocument();
    expect(await within(blocks()).findByText(/Intake/)).toBeInTheDocument();
    expect(await screen.findByText('Corrective and preventive action')).toBeInTheDocument();
    const adminOnly = ['Add Title', 'Add Section', 'Add Step', 'Add Diagram', 'Add Term', 'Edit', 'Delete'];
    for (const name of [...adminOnly, 'Upload PDF', 'Delete PDF', 'Insert at the top'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Edit block|Delete block|Move block|Select block/ }),
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
