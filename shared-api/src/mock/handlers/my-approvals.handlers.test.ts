import { apiJson } from '../../client/http';
import { runReleaseAction, startRelease } from '../../change-control/change-control.queries';
import { MY_APPROVALS_PATH, MyApprovalList } from '../../change-control/my-approvals.contract';
import { createSop } from '../../processes/sops.queries';
import { setMockRole } from '../db';
import { setupMockApi } from '../setup-mock-api';

setupMockApi();

const mine = () => apiJson(MyApprovalList, MY_APPROVALS_PATH);

describe('mock My approvals (answers like the server)', () => {
  it("lists the signed-in user's OPEN records of running releases, with the deep link", async () => {
    setMockRole('admin');
    expect(await mine()).toEqual([]);
    const { sop } = await createSop({ name: 'Document Control' });
    const release = await startRelease('sops', sop.versionId, {
      comment: 'First release',
      expectedDecider: 'mock-admin',
      // four-eyes: the releaser is not the only author
      authorUserIds: ['mock-admin', 'mock-viewer'],
      approverUserIds: [],
      dueDate: '2999-01-01',
    });
    const [open, ...rest] = await mine();
    expect(rest).toEqual([]);
    expect(open).toMatchObject({
      kind: 'AUTHOR',
      documentName: 'Document Control',
      version: 1,
      dueDate: '2999-01-01',
      link: `/processes/${sop.versionId}?tab=releaseWorkflow`,
    });
    await runReleaseAction('sops', sop.versionId, {
      action: 'approve',
      body: { dbVersion: release.authors[0]!.dbVersion, password: 'secret' },
    });
    expect(await mine()).toEqual([]);
    setMockRole('viewer');
    expect((await mine()).map((a) => a.kind)).toEqual(['AUTHOR']);
  });
});
