import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { GAP_MESSAGES, type QmsRequirement } from '@qms/shared-api';
import { assessment, gapListFixture } from '@qms/shared-api/testing';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import QmsRequirementEditor, { NO_OWN_ASSESSMENT } from './QmsRequirementEditor';

const { server } = setupScreenTest();

let saved: unknown[] = [];
let stored: QmsRequirement[] = [];
let listCalls = 0;
let linkedBlocks = gapListFixture().linkedBlocks;

function serve() {
  saved = [];
  listCalls = 0;
  linkedBlocks = [];
  stored = [
    assessment('r41', { applicabilityReason: 'old reason', dbVersion: 3 }),
    assessment('r42', { applicability: 'APPLICABLE', applicabilityWarnings: [] }),
  ];
  server.use(
    // the editor reads the regulation's gap-list answer (shared with the impact analysis detail that hosts it)
    http.get('*/qms-api/qms-regulations/:id/gap-list', ({ params }) => {
      listCalls += 1;
      if (params.id !== 'reg-1') return HttpResponse.json({ errorMessage: 'not found' }, { status: 404 });
      return HttpResponse.json(gapListFixture({ qmsRequirements: stored, linkedBlocks }));
    }),
    http.put('*/qms-api/qms-requirements', async ({ request }) => {
      const body = (await request.json()) as QmsRequirement;
      saved.push(body);
      const next = { ...stored.find((q) => q.requirementId === body.requirementId)!, ...body };
      next.dbVersion += 1;
      stored = stored.map((q) => (q.requirementId === next.requirementId ? next : q));
      return HttpResponse.json(next);
    }),
  );
}

describe('QmsRequirementEditor (exposed for the impact analysis)', () => {
  it('loads the assessment by regulation and requirement id and saves a changed reason on blur', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(
      <QmsRequirementEditor regulationId="reg-1" requirementId="r41" paragraph="4.1" editable />,
      { session: 'admin' },
    );
    const reason = await screen.findByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveValue('old reason');
    expect(reason).not.toHaveAttribute('readonly');
    await user.clear(reason);
    await user.type(reason, 'new reason');
    await user.tab();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ requirementId: 'r41', applicabilityReason: 'new reason', dbVersion: 3 });
  });

  it("shows the contract's limit under a reason or notes over it and saves nothing on blur", async () => {
    serve();
    renderWithProviders(
      <QmsRequirementEditor regulationId="reg-1" requirementId="r41" paragraph="4.1" editable />,
      { session: 'admin' },
    );
    const reason = await screen.findByRole('textbox', { name: 'Reason' });
    fireEvent.change(reason, { target: { value: 'x'.repeat(10_001) } });
    expect(screen.getByText('Maximum 10,000 characters')).toBeInTheDocument();
    fireEvent.blur(reason);
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    fireEvent.change(notes, { target: { value: 'y'.repeat(10_001) } });
    expect(screen.getAllByText('Maximum 10,000 characters')).toHaveLength(2);
    fireEvent.blur(notes);
    // back within the limit, the next blur saves
    fireEvent.change(reason, { target: { value: 'short reason' } });
    fireEvent.change(notes, { target: { value: 'short notes' } });
    expect(screen.queryByText('Maximum 10,000 characters')).not.toBeInTheDocument();
    expect(saved).toEqual([]);
    fireEvent.blur(notes);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ applicabilityReason: 'short reason', notes: 'short notes' });
  });

  it('shares one request per regulation between the editors on a screen', async () => {
    serve();
    renderWithProviders(
      <>
        <QmsRequirementEditor regulationId="reg-1" requirementId="r41" paragraph="4.1" />
        <QmsRequirementEditor regulationId="reg-1" requirementId="r42" paragraph="4.2" />
      </>,
      { session: 'admin' },
    );
    expect(await screen.findByRole('textbox', { name: 'Applicability of 4.2' })).toHaveValue('Applicable');
    expect(screen.getByRole('textbox', { name: 'Applicability of 4.1' })).toBeInTheDocument();
    expect(listCalls).toBe(1);
  });

  it('is read-only without the host toggle and for a viewer with it', async () => {
    serve();
    const { unmount } = renderWithProviders(
      <QmsRequirementEditor regulationId="reg-1" requirementId="r41" />,
      { session: 'admin' },
    );
    expect(await screen.findByRole('textbox', { name: 'Reason' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('textbox', { name: 'Target processes' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<QmsRequirementEditor regulationId="reg-1" requirementId="r41" editable />, {
      session: 'viewer',
    });
    expect(await screen.findByRole('textbox', { name: 'Reason' })).toHaveAttribute('readonly');
  });

  it('says so for a requirement without its own assessment, and shows the load failure inline', async () => {
    serve();
    const { unmount } = renderWithProviders(
      <QmsRequirementEditor regulationId="reg-1" requirementId="r43" />,
      { session: 'viewer' },
    );
    expect(await screen.findByText(NO_OWN_ASSESSMENT)).toBeInTheDocument();
    unmount();
    server.use(
      http.get('*/qms-api/qms-regulations/:id/gap-list', () => HttpResponse.json({}, { status: 500 })),
    );
    renderWithProviders(<QmsRequirementEditor regulationId="reg-2" requirementId="r1" />, {
      session: 'viewer',
    });
    expect(await screen.findByText(GAP_MESSAGES.gapEntries('reg-2'))).toBeInTheDocument();
  });

  it('shows the linked blocks as links to the block in its process, as the gap list does', async () => {
    serve();
    stored = [assessment('r41', { referencedSopBlockArtifactIds: ['b1', 'b-gone'] })];
    linkedBlocks = [{ blockArtifactId: 'b1', sopArtifactId: 'p1', name: 'Supplier evaluation' }];
    renderWithProviders(<QmsRequirementEditor regulationId="reg-1" requirementId="r41" />, {
      session: 'viewer',
    });
    expect(await screen.findByRole('link', { name: 'Supplier evaluation' })).toHaveAttribute(
      'href',
      '/processes/p1/current#b1',
    );
    // a block whose process is gone: its id, not a link
    expect(screen.getByText('b-gone')).not.toHaveAttribute('href');
  });
});
