import { ApiError } from '../../client/api-error';
import {
  CHANGE_CONTROL_ERRORS as E,
  SIGNATURE_PASSWORD_WRONG,
} from '../../change-control/change-control.messages';
import {
  changeReleaseState,
  createNewVersion,
  documentHistoryQueryOptions,
  runReleaseAction,
  startRelease,
} from '../../change-control/change-control.queries';
import { saveReleaseRules } from '../../change-control/release-rules.queries';
import { createSop } from '../../processes/sops.queries';
import { createTemplate, deleteTemplate } from '../../templates/templates.queries';
import { getMockDb, setMockRole } from '../db';
import { MOCK_WRONG_PASSWORD } from './change-control.handlers';
import { QueryClient } from '@tanstack/react-query';
import { setupMockApi } from '../setup-mock-api';

setupMockApi();

async function refusal(call: Promise<unknown>): Promise<{ status: number; message?: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.errorMessage };
    throw error;
  }
  throw new Error('the call was not refused');
}
const stateOf = (versionId: string) =>
  getMockDb().sops.sops.find((s) => s.versionId === versionId)!.releaseState;
/** a release completes only with a Change Description (issue 27.4) */
const writeChangeDescription = (versionId: string) => {
  const version = [...getMockDb().sops.sops, ...getMockDb().templates].find(
    (x) => x.versionId === versionId,
  )!;
  version.changeDescription = 'First issue';
};
/** the mock tenant as a small company: one admin authors, approves and releases (issue 27.3) */
const relaxFourEyes = () => saveReleaseRules({ fourEyes: false, reason: 'Small company', dbVersion: 0 });

describe('mock change control (answers like the server)', () => {
  it('releases a process with signed decisions, refuses what the server refuses, and versions it', async () => {
    const { sop } = await createSop({ name: 'Document Control' });
    const v = sop.versionId;
    // the test session is the admin: author, and releaser; four-eyes refuses them as the only author
    setMockRole('admin');
    expect(
      await refusal(
        startRelease('sops', v, {
          comment: 'x',
          expectedDecider: 'mock-admin',
          authorUserIds: ['mock-admin'],
        }),
      ),
    ).toEqual({ status: 400, message: E.releaserOnlyAuthor });
    let release = await startRelease('sops', v, {
      comment: 'First release',
      expectedDecider: 'mock-admin',
      authorUserIds: ['mock-admin', 'mock-viewer'],
    });
    expect(stateOf(v)).toBe('IN_RELEASE');
    expect(
      await refusal(
        startRelease('sops', v, {
          comment: 'x',
          expectedDecider: 'mock-admin',
          authorUserIds: ['mock-admin'],
        }),
      ),
    ).toEqual({ status: 409, message: E.releaseExists });
    const wrong = { comment: '', dbVersion: release.authors[0]!.dbVersion, password: MOCK_WRONG_PASSWORD };
    expect(await refusal(runReleaseAction('sops', v, { action: 'approve', body: wrong }))).toEqual({
      status: 403,
      message: SIGNATURE_PASSWORD_WRONG,
    });
    release = await runReleaseAction('sops', v, {
      action: 'approve',
      body: { ...wrong, password: 'secret' },
    });
    expect(release.authors[0]).toMatchObject({
      decision: 'APPROVED',
      signature: { meaning: 'Approved', printedName: 'Anna Admin' },
    });
    expect(
      await refusal(
        runReleaseAction('sops', v, {
          action: 'complete',
          body: { dbVersion: release.dbVersion, password: 'secret' },
        }),
      ),
    ).toEqual({ status: 409, message: E.notAllApproved });

    setMockRole('viewer');
    release = await runReleaseAction('sops', v, {
      action: 'approve',
      body: { dbVersion: release.authors[1]!.dbVersion, password: 'secret' },
    });
    setMockRole('admin');
    expect(
      await refusal(
        runReleaseAction('sops', v, {
          action: 'complete',
          body: { dbVersion: release.dbVersion, password: 's' },
        }),
      ),
    ).toEqual({ status: 400, message: E.changeDescriptionRequired });
    writeChangeDescription(v);
    release = await runReleaseAction('sops', v, {
      action: 'complete',
      body: { dbVersion: release.dbVersion, password: 'secret' },
    });
    expect(release).toMatchObject({ state: 'COMPLETED', signature: { meaning: 'Released' } });
    expect(stateOf(v)).toBe('RELEASED');

    const v2 = await createNewVersion('sops', sop.artifactId);
    expect(v2).toMatchObject({ version: 2, releaseState: 'DRAFT' });
    expect(await refusal(createNewVersion('sops', sop.artifactId))).toEqual({
      status: 409,
      message: E.unreleasedVersionExists,
    });
    const history = await new QueryClient().fetchQuery(documentHistoryQueryOptions('sops', sop.artifactId));
    expect(history.released.map((h) => [h.version, h.authorDisplayNames])).toEqual([
      [1, ['Anna Admin', 'Victor Viewer']],
    ]);
    expect(history.unreleased?.version).toBe(2);

    const obsolete = await changeReleaseState('sops', {
      artifactId: sop.artifactId,
      versionId: v,
      body: {
        releaseState: 'OBSOLETE',
        dbVersion: getMockDb().sops.sops.find((s) => s.versionId === v)!.dbVersion,
        password: 'secret',
      },
    });
    expect(obsolete).toMatchObject({ releaseState: 'OBSOLETE', signature: { meaning: 'Made obsolete' } });
  });

  it('serves the templates kind with the same handlers: signed release, obsolete, new version', async () => {
    const t = await createTemplate({ name: 'Deviation Report' });
    const v = t.versionId;
    setMockRole('admin');
    await relaxFourEyes();
    writeChangeDescription(v);
    let release = await startRelease('templates', v, {
      comment: 'First release',
      expectedDecider: 'mock-admin',
      authorUserIds: ['mock-admin'],
    });
    const template = () => getMockDb().templates.find((x) => x.versionId === v)!;
    expect(release.artifactType).toBe('TEMPLATE');
    expect(template().releaseState).toBe('IN_RELEASE');
    release = await runReleaseAction('templates', v, {
      action: 'approve',
      body: { comment: '', dbVersion: release.authors[0]!.dbVersion, password: 'secret' },
    });
    expect(release.authors[0]!.signature).toMatchObject({ recordType: 'TEMPLATE', recordId: v });
    release = await runReleaseAction('templates', v, {
      action: 'complete',
      body: { comment: '', dbVersion: release.dbVersion, password: 'secret' },
    });
    expect(release.state).toBe('COMPLETED');
    expect(template().releaseState).toBe('RELEASED');
    const call = { artifactId: t.artifactId, versionId: v };
    expect(
      await refusal(
        changeReleaseState('templates', {
          ...call,
          body: { releaseState: 'OBSOLETE', dbVersion: template().dbVersion, password: MOCK_WRONG_PASSWORD },
        }),
      ),
    ).toEqual({ status: 403, message: SIGNATURE_PASSWORD_WRONG });
    const v2 = await createNewVersion('templates', t.artifactId);
    expect(v2).toMatchObject({ version: 2, releaseState: 'DRAFT' });
    const history = await new QueryClient().fetchQuery(
      documentHistoryQueryOptions('templates', t.artifactId),
    );
    expect(history.released.map((h) => [h.version, h.versionId, h.authorDisplayNames])).toEqual([
      [1, v, ['Anna Admin']],
    ]);
    expect(history.unreleased).toMatchObject({ version: 2, versionId: v2.versionId, releaseState: 'DRAFT' });
    const obsolete = await changeReleaseState('templates', {
      ...call,
      body: { releaseState: 'OBSOLETE', dbVersion: template().dbVersion, password: 'secret' },
    });
    expect(obsolete).toMatchObject({ releaseState: 'OBSOLETE', signature: { meaning: 'Made obsolete' } });
  });

  it('deletes a DRAFT with its unsigned cancelled release, keeps one whose cancelled release was signed (409)', async () => {
    setMockRole('admin');
    await relaxFourEyes();
    const cancelledDraft = async (name: string, signed: boolean) => {
      const t = await createTemplate({ name });
      let release = await startRelease('templates', t.versionId, {
        comment: 'Try',
        expectedDecider: 'mock-admin',
        authorUserIds: ['mock-admin'],
      });
      if (signed)
        release = await runReleaseAction('templates', t.versionId, {
          action: 'decline',
          body: { comment: 'Not ready', dbVersion: release.authors[0]!.dbVersion, password: 'secret' },
        });
      await runReleaseAction('templates', t.versionId, {
        action: 'cancel',
        body: { comment: 'Withdrawn', dbVersion: release.dbVersion },
      });
      return t;
    };
    const unsigned = await cancelledDraft('Unsigned form', false);
    await deleteTemplate(unsigned.versionId);
    expect(getMockDb().templates.some((x) => x.versionId === unsigned.versionId)).toBe(false);
    const signed = await cancelledDraft('Signed form', true);
    expect(await refusal(deleteTemplate(signed.versionId))).toEqual({
      status: 409,
      message: E.deleteSignedVersion,
    });
    expect(getMockDb().templates.some((x) => x.versionId === signed.versionId)).toBe(true);
  });
});
