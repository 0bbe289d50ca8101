import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { Comment } from '@qms/shared-api';
import { renderWithProviders, seedProcess, setupScreenTest, testUsers } from '@qms/shared-ui/test-utils';
import { ProcessDetailPage } from './ProcessDetailPage';

const { server } = setupScreenTest();

/** Comments kept per refId; the posted bodies are recorded. */
function commentsBackend(initial: Comment[]) {
  const rows = [...initial];
  const posted: unknown[] = [];
  server.use(
    http.get('*/qms-api/comments/:refId', ({ params }) =>
      HttpResponse.json(rows.filter((r) => r.refId === params.refId)),
    ),
    http.post('*/qms-api/comments', async ({ request }) => {
      const body = (await request.json()) as Comment;
      posted.push(body);
      const row: Comment = {
        ...rows[0]!,
        ...body,
        id: `c${rows.length + 1}`,
        parentRefId: null,
        parentRefType: null,
      };
      rows.push(row);
      return HttpResponse.json(row, { status: 201 });
    }),
  );
  return { posted };
}

describe('Process Detail: comments on the process itself', () => {
  it("offers a 'Comments' panel with the process's comments (SOP_ARTIFACT) and writes new ones there", async () => {
    const p = seedProcess('Supplier Audit');
    const api = commentsBackend([
      {
        id: 'c1',
        comment: 'Who owns the supplier list?',
        refId: p.artifactId,
        refType: 'SOP_ARTIFACT',
        parentRefId: null,
        parentRefType: null,
        createdUserId: testUsers.admin.userId,
        createdUserName: testUsers.admin.userName,
        createdUserInitials: 'AA',
        createdAt: '2026-11-20T10:00:00.000Z',
        dbVersion: 0,
      },
    ]);
    renderWithProviders(
      <Routes>
        <Route path="/processes/:id" element={<ProcessDetailPage />} />
      </Routes>,
      { route: `/processes/${p.versionId}`, session: 'viewer' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Comments' }));
    const panel = await screen.findByRole('region', { name: 'Comments on Supplier Audit' });
    expect(await within(panel).findByText('Who owns the supplier list?')).toBeInTheDocument();
    // the process is the top of the comment tree: no way further up
    expect(within(panel).queryByRole('button', { name: 'Back to parent comments' })).toBeNull();
    // viewers comment too (spec 3 §5)
    await user.type(within(panel).getByRole('textbox', { name: 'New comment' }), 'Purchasing does');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Purchasing does')).toBeInTheDocument();
    expect(api.posted).toEqual([
      expect.objectContaining({ comment: 'Purchasing does', refId: p.artifactId, refType: 'SOP_ARTIFACT' }),
    ]);
    expect(api.posted[0]).not.toHaveProperty('parentRefId', expect.any(String));
  });
});
