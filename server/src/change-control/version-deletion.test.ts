import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  CHANGE_CONTROL_ERRORS as E,
  type ChangeControlRelease,
  type SessionUser,
  type Template,
} from '@qms/shared-api/contract';
import { rowsOf, withTenant } from '../db/tenant';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../test/helpers';
import { api } from '../../test/api';
import { addUser, PASSWORD, processWithBlocks, recordOf, setPassword } from '../../test/change-control';

/** Deleting a DRAFT version that had a cancelled release (ADR 0063), for both artifact kinds. */
describe('deleting a DRAFT version with cancelled releases', () => {
  let t: TestContext;
  let acme: TestTenant;
  let releaser: SessionUser;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    await setPassword(t, acme.admin);
    await setPassword(t, acme.viewer);
    releaser = await addUser(t, acme, 'Rita Releaser', true);
  });
  after(() => t.close());

  const kinds = {
    sops: {
      create: async (name: string) => {
        const { artifactId, versionId } = await processWithBlocks(t, acme.admin, name);
        return { versionId, deleteUrl: `/sops/${artifactId}/versions/${versionId}` };
      },
    },
    templates: {
      create: async (name: string) => {
        const r = await api(t, acme.admin, 'POST', '/templates', { name });
        assert.equal(r.statusCode, 201, r.body);
        const { versionId } = r.json() as Template;
        return { versionId, deleteUrl: `/templates/v/${versionId}` };
      },
    },
  };
  /** Starts a release with the viewer as author, lets the viewer decline (signed) if asked, and cancels it. */
  const cancelledRelease = async (kind: keyof typeof kinds, versionId: string, signed: boolean) => {
    const cc = (suffix: string) => `/${kind}/v/${versionId}/change-control${suffix}`;
    const started = await api(t, acme.admin, 'POST', cc('/release'), {
      comment: 'First try',
      expectedDecider: releaser.userId,
      authorUserIds: [acme.viewer.userId],
    });
    assert.equal(started.statusCode, 201, started.body);
    let release = started.json() as ChangeControlRelease;
    if (signed) {
      const declined = await api(t, acme.viewer, 'PUT', cc('/release/decline'), {
        comment: 'Not ready',
        dbVersion: recordOf(release, acme.viewer).dbVersion,
        password: PASSWORD,
        email: acme.viewer.email,
      });
      assert.equal(declined.statusCode, 200, declined.body);
      release = declined.json() as ChangeControlRelease;
    }
    const cancelled = await api(t, acme.admin, 'PUT', cc('/release/cancel'), {
      comment: 'Withdrawn',
      dbVersion: release.dbVersion,
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
  };
  const releaseRows = (versionId: string) =>
    withTenant(t.database.db, acme.tenantId, async (tx) => {
      const result = await tx.execute(
        sql`select count(*)::int as n from change_control_releases where artifact_version_id = ${versionId}`,
      );
      return rowsOf<{ n: number }>(result)[0]!.n;
    });

  for (const kind of ['sops', 'templates'] as const) {
    it(`${kind}: a version whose cancelled release holds a signature is kept (409) with its release`, async () => {
      const { versionId, deleteUrl } = await kinds[kind].create(`Signed ${kind}`);
      await cancelledRelease(kind, versionId, true);
      const refused = await api(t, acme.admin, 'DELETE', deleteUrl);
      assert.equal(refused.statusCode, 409, refused.body);
      assert.equal(errorMessageOf(refused), E.deleteSignedVersion);
      assert.equal(await releaseRows(versionId), 1);
      const history = await api(t, acme.viewer, 'GET', `/${kind}/v/${versionId}/change-control`);
      assert.deepEqual(
        (history.json() as ChangeControlRelease[]).map((r) => r.state),
        ['CANCELLED'],
      );
    });

    it(`${kind}: a version whose cancelled releases hold no signature is deleted with them`, async () => {
      const { versionId, deleteUrl } = await kinds[kind].create(`Unsigned ${kind}`);
      await cancelledRelease(kind, versionId, false);
      await cancelledRelease(kind, versionId, false);
      assert.equal(await releaseRows(versionId), 2);
      const deleted = await api(t, acme.admin, 'DELETE', deleteUrl);
      assert.equal(deleted.statusCode, 204, deleted.body);
      assert.equal(await releaseRows(versionId), 0);
    });
  }
});
