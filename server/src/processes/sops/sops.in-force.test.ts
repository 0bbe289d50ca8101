import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  EFFECTIVE_DATE_IN_PAST,
  type ComingVersions,
  type DocumentHistory,
  type SessionUser,
  type SopDetailResponse,
  type VersionsInForce,
  addDays,
} from '@qms/shared-api/contract';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../../test/helpers';
import { api } from '../../../test/api';
import { cc, decide, describeChange, processWithBlocks, releaseTeam } from '../../../test/change-control';
import { serverToday } from './sops.in-force';

// Issue 29.2: until a released version's effective date the previous released version stays the one in force;
// …/current answers it, …/in-force and …/coming-versions say which version is coming.

describe('version in force by effective date (issue 29.2)', () => {
  let t: TestContext;
  let acme: TestTenant;
  let releaser: SessionUser;
  const today = serverToday();
  const tomorrow = addDays(today, 1);

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    ({ releaser } = await releaseTeam(t, acme));
  });
  after(() => t.close());

  /** Starts (naming the effective date, if given), approves and completes the release of a version. */
  async function release(versionId: string, effectiveDate?: string) {
    const started = await api(t, acme.admin, 'POST', cc(versionId, '/release'), {
      comment: 'Release',
      expectedDecider: releaser.userId,
      authorUserIds: [acme.admin.userId],
      ...(effectiveDate ? { effectiveDate } : {}),
    });
    assert.equal(started.statusCode, 201, started.body);
    await decide(t, acme.admin, versionId, 'approve');
    return decide(t, releaser, versionId, 'complete');
  }
  async function newVersion(artifactId: string) {
    const created = await api(t, acme.admin, 'POST', `/sops/${artifactId}/versions`);
    const { versionId } = created.json() as { versionId: string };
    await describeChange(t, acme.admin, { artifactId, versionId }, 'Next issue');
    return versionId;
  }
  const current = async (artifactId: string) =>
    ((await api(t, acme.viewer, 'GET', `/sops/${artifactId}/current`)).json() as SopDetailResponse).sop;
  const inForce = async (artifactId: string) =>
    (await api(t, acme.viewer, 'GET', `/sops/${artifactId}/in-force`)).json() as VersionsInForce;

  it('refuses an effective date in the past at start', async () => {
    const { versionId } = await processWithBlocks(t, acme.admin, 'Past');
    const response = await api(t, acme.admin, 'POST', cc(versionId, '/release'), {
      comment: 'Release',
      expectedDecider: releaser.userId,
      authorUserIds: [acme.admin.userId],
      effectiveDate: addDays(today, -3),
    });
    assert.equal(response.statusCode, 400);
    assert.equal(errorMessageOf(response), EFFECTIVE_DATE_IN_PAST);
  });

  it('a version effective today is in force; one effective tomorrow is coming and the previous one stays current', async () => {
    const { artifactId, versionId: v1 } = await processWithBlocks(t, acme.admin, 'Purchasing');
    const first = await release(v1, today);
    assert.equal(first.effectiveDate, today);
    assert.equal((await current(artifactId)).versionId, v1);
    assert.deepEqual(await inForce(artifactId), {
      artifactId,
      inForce: { versionId: v1, version: 1, effectiveDate: today },
      coming: [],
    });

    const v2 = await newVersion(artifactId);
    const second = await release(v2, tomorrow);
    assert.equal(second.effectiveDate, tomorrow);
    // the release states stay as the spec has them: V1 is OBSOLETE, V2 RELEASED, yet V1 is still in force
    const v1Now = await current(artifactId);
    assert.equal(v1Now.versionId, v1);
    assert.equal(v1Now.releaseState, 'OBSOLETE');
    assert.deepEqual(await inForce(artifactId), {
      artifactId,
      inForce: { versionId: v1, version: 1, effectiveDate: today },
      coming: [{ versionId: v2, version: 2, effectiveDate: tomorrow }],
    });
    const coming = (await api(t, acme.viewer, 'GET', '/sops/coming-versions')).json() as ComingVersions;
    assert.deepEqual(
      coming
        .filter((c) => c.artifactId === artifactId)
        .map((c) => [c.name, c.inForce?.version, c.coming.map((v) => v.version)]),
      [['Purchasing', 1, [2]]],
    );
    const history = (
      await api(t, acme.viewer, 'GET', `/sops/${artifactId}/versions`)
    ).json() as DocumentHistory;
    assert.deepEqual(
      history.released.map((h) => [h.version, h.effectiveDate]),
      [
        [2, tomorrow],
        [1, today],
      ],
    );

    // tomorrow comes: V2 is in force (the same rows, read with tomorrow's day)
    await t.database.db.execute(
      sql`update change_control_releases set effective_date = ${today} where artifact_version_id = ${v2}`,
    );
    assert.equal((await current(artifactId)).versionId, v2);
    assert.deepEqual((await inForce(artifactId)).coming, []);
  });

  it('without a named date the version comes into force after the training period; none in force yet falls back', async () => {
    const { artifactId, versionId } = await processWithBlocks(t, acme.admin, 'Training');
    const done = await release(versionId);
    // the default: release day + the tenant's training period (14 days unless the tenant changed it)
    assert.equal(done.effectiveDate, addDays(done.decidedAt!.slice(0, 10), 14));
    const answer = await inForce(artifactId);
    assert.equal(answer.inForce, null);
    assert.deepEqual(
      answer.coming.map((c) => c.version),
      [1],
    );
    // no version in force: …/current answers as before issue 29 (the newest RELEASED)
    assert.equal((await current(artifactId)).versionId, versionId);
  });

  it("the default follows the tenant's training period: 0 days puts the version in force on its release day", async () => {
    const settings = await api(t, acme.admin, 'GET', '/change-control/settings');
    const { dbVersion } = settings.json() as { dbVersion: number };
    const saved = await api(t, acme.admin, 'PUT', '/change-control/settings', {
      trainingPeriodDays: 0,
      reviewIntervalMonths: 24,
      dbVersion,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    try {
      const { artifactId, versionId } = await processWithBlocks(t, acme.admin, 'Immediate');
      const done = await release(versionId);
      assert.equal(done.effectiveDate, done.decidedAt!.slice(0, 10));
      assert.equal((await inForce(artifactId)).inForce?.versionId, versionId);
    } finally {
      const back = (saved.json() as { dbVersion: number }).dbVersion;
      await api(t, acme.admin, 'PUT', '/change-control/settings', {
        trainingPeriodDays: 14,
        reviewIntervalMonths: 24,
        dbVersion: back,
      });
    }
  });

  it('a release completed before effective dates existed (none stored) is in force since its release', async () => {
    const { artifactId, versionId } = await processWithBlocks(t, acme.admin, 'Legacy');
    await release(versionId, tomorrow);
    await t.database.db.execute(
      sql`update change_control_releases set effective_date = null where artifact_version_id = ${versionId}`,
    );
    assert.deepEqual((await inForce(artifactId)).inForce, { versionId, version: 1, effectiveDate: null });
  });

  it("another tenant's process is not found", async () => {
    const globex = await createTenant(t.database, 'Globex');
    const { artifactId } = await processWithBlocks(t, acme.admin, 'Secret');
    const response = await api(t, globex.admin, 'GET', `/sops/${artifactId}/in-force`);
    assert.equal(response.statusCode, 404);
  });
});
