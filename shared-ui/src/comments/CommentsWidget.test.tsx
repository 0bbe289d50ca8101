import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { COMMENT_MAX, COMMENT_MESSAGES, type Comment } from '@qms/shared-api';
import { renderWithProviders, setupScreenTest, testUsers } from '../test-utils';
import { CommentsWidget } from './CommentsWidget';

const { server, snackbar } = setupScreenTest();

const BLOCK = { refId: 'block-1', refType: 'SOP_BLOCK_ARTIFACT', label: 'Audit plan' } as const;
const PROCESS = { refId: 'sop-1', refType: 'SOP_ARTIFACT', label: 'Supplier Audit' } as const;

function comment(over: Partial<Comment>): Comment {
  return {
    id: 'c1',
    comment: 'Plan two weeks ahead',
    refId: BLOCK.refId,
    refType: BLOCK.refType,
    parentRefId: PROCESS.refId,
    parentRefType: PROCESS.refType,
    createdUserId: testUsers.admin.userId,
    createdUserName: testUsers.admin.userName,
    createdUserInitials: 'AA',
    createdAt: '2026-11-20T10:00:00.000Z',
    dbVersion: 0,
    ...over,
  };
}

/** A tiny comments backend: lists per refId, records what was posted, deleted and updated. */
function backend(initial: Comment[]) {
  const rows = [...initial];
  const posted: unknown[] = [];
  const updated: unknown[] = [];
  const deleted: string[] = [];
  server.use(
    http.get('*/qms-api/comments/:refId', ({ params }) =>
      HttpResponse.json(rows.filter((r) => r.refId === params.refId)),
    ),
    http.post('*/qms-api/comments', async ({ request }) => {
      const body = (await request.json()) as Comment;
      posted.push(body);
      const row = comment({ ...body, id: `c${rows.length + 1}` });
      rows.push(row);
      return HttpResponse.json(row, { status: 201 });
    }),
    http.put('*/qms-api/comments/:id', async ({ params, request }) => {
      const body = (await request.json()) as { comment: string; dbVersion: number };
      updated.push({ id: params.id, ...body });
      const row = rows.find((r) => r.id === params.id)!;
      Object.assign(row, { comment: body.comment, dbVersion: row.dbVersion + 1 });
      return HttpResponse.json(row);
    }),
    http.delete('*/qms-api/comments/:id', ({ params }) => {
      deleted.push(String(params.id));
      rows.splice(
        rows.findIndex((r) => r.id === params.id),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { posted, updated, deleted };
}

describe('CommentsWidget', () => {
  it('shows the timeline with author and date, and saves a new comment with its parent reference', async () => {
    const api = backend([comment({})]);
    renderWithProviders(<CommentsWidget target={BLOCK} parent={PROCESS} />, { session: 'viewer' });
    const item = await screen.findByRole('listitem', { name: 'Comment by Anna Admin' });
    expect(item).toHaveTextContent('Plan two weeks ahead');
    expect(within(item).getByText(/2026/)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'New comment' }), 'Agreed');
    await userEvent.click(save);
    expect(await screen.findByText('Agreed')).toBeInTheDocument();
    // the box empties after a save
    expect(screen.getByRole('textbox', { name: 'New comment' })).toHaveValue('');
    expect(api.posted).toEqual([
      {
        comment: 'Agreed',
        refId: BLOCK.refId,
        refType: BLOCK.refType,
        parentRefId: PROCESS.refId,
        parentRefType: PROCESS.refType,
      },
    ]);
  });

  it('offers Edit and Delete on own comments only; Reply names the author', async () => {
    backend([
      comment({}),
      comment({ id: 'c2', createdUserId: 'test-viewer', createdUserName: 'Victor Viewer' }),
    ]);
    renderWithProviders(<CommentsWidget target={BLOCK} />, { session: 'viewer' });
    const admins = await screen.findByRole('listitem', { name: 'Comment by Anna Admin' });
    const own = screen.getByRole('listitem', { name: 'Comment by Victor Viewer' });
    expect(within(admins).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(admins).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(own).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await userEvent.click(within(admins).getByRole('button', { name: 'Reply' }));
    expect(screen.getByRole('textbox', { name: 'New comment' })).toHaveValue('@Anna Admin ');
    expect(screen.queryByRole('button', { name: 'Back to parent comments' })).toBeNull();
  });

  it('edits with the dbVersion and deletes after the spec question', async () => {
    const api = backend([comment({ dbVersion: 3 })]);
    renderWithProviders(<CommentsWidget target={BLOCK} />, { session: 'admin' });
    const item = await screen.findByRole('listitem', { name: 'Comment by Anna Admin' });
    await userEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    const box = within(item).getByRole('textbox', { name: 'Edit comment' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Plan three weeks ahead');
    await userEvent.click(within(item).getByRole('button', { name: 'Save' }));
    await screen.findByText('Plan three weeks ahead');
    expect(api.updated).toEqual([{ id: 'c1', comment: 'Plan three weeks ahead', dbVersion: 3 }]);

    const again = screen.getByRole('listitem', { name: 'Comment by Anna Admin' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete comment' });
    expect(dialog).toHaveTextContent(COMMENT_MESSAGES.confirmDelete);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('No comments yet.');
    expect(api.deleted).toEqual(['c1']);
  });

  it("shows the contract's limit under a new comment over it and sends nothing", async () => {
    const api = backend([]);
    renderWithProviders(<CommentsWidget target={BLOCK} />, { session: 'admin' });
    await screen.findByText('No comments yet.');
    const box = screen.getByRole('textbox', { name: 'New comment' });
    fireEvent.change(box, { target: { value: 'x'.repeat(COMMENT_MAX + 1) } });
    expect(screen.getByText('Maximum 20,000 characters')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    fireEvent.click(save);
    fireEvent.change(box, { target: { value: 'x'.repeat(COMMENT_MAX) } });
    expect(screen.queryByText('Maximum 20,000 characters')).not.toBeInTheDocument();
    expect(save).toBeEnabled();
    expect(api.posted).toEqual([]);
  });

  it('shows the limit under an edited comment over it and sends nothing', async () => {
    const api = backend([comment({})]);
    renderWithProviders(<CommentsWidget target={BLOCK} />, { session: 'admin' });
    const item = await screen.findByRole('listitem', { name: 'Comment by Anna Admin' });
    await userEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    const box = within(item).getByRole('textbox', { name: 'Edit comment' });
    fireEvent.change(box, { target: { value: 'x'.repeat(COMMENT_MAX + 1) } });
    expect(within(item).getByText('Maximum 20,000 characters')).toBeInTheDocument();
    const save = within(item).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    fireEvent.click(save);
    expect(api.updated).toEqual([]);
  });

  it('goes back to the parent comments and returns', async () => {
    backend([comment({}), comment({ id: 'p1', refId: PROCESS.refId, comment: 'On the whole process' })]);
    renderWithProviders(<CommentsWidget target={BLOCK} parent={PROCESS} />, { session: 'admin' });
    await screen.findByText('Plan two weeks ahead');
    await userEvent.click(screen.getByRole('button', { name: 'Back to parent comments' }));
    expect(await screen.findByText('On the whole process')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments on Supplier Audit' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Audit plan' }));
    expect(await screen.findByText('Plan two weeks ahead')).toBeInTheDocument();
  });

  it('reports a failed load and a failed save with the spec messages', async () => {
    server.use(
      http.get('*/qms-api/comments/:refId', () =>
        HttpResponse.json({ errorMessage: 'boom' }, { status: 500 }),
      ),
      http.post('*/qms-api/comments', () => HttpResponse.json({ errorMessage: 'nope' }, { status: 500 })),
    );
    renderWithProviders(<CommentsWidget target={BLOCK} />, { session: 'admin' });
    await waitFor(() => expect(snackbar.messages.map((m) => m.message)).toContain(COMMENT_MESSAGES.load));
    await userEvent.type(screen.getByRole('textbox', { name: 'New comment' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(snackbar.messages.map((m) => m.message)).toContain(COMMENT_MESSAGES.create));
  });
});
