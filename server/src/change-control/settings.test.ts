import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  REVIEW_INTERVAL_RANGE,
  SETTINGS_CHANGED,
  TRAINING_PERIOD_RANGE,
  type DocumentControlSettings,
} from '@qms/shared-api/contract';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../test/helpers';

describe('document-control settings API (issue 29)', () => {
  let t: TestContext;
  let acme: TestTenant;
  let globex: TestTenant;
  const url = '/qms-api/change-control/settings';

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    globex = await createTenant(t.database, 'Globex');
  });
  after(() => t.close());

  const read = async (tenant = acme) =>
    (await t.as(tenant.viewer, { method: 'GET', url })).json() as DocumentControlSettings;
  const save = (payload: object, user = acme.admin) => t.as(user, { method: 'PUT', url, payload });

  it('answers the defaults until saved, then the saved values with a new dbVersion', async () => {
    assert.deepEqual(await read(), { trainingPeriodDays: 14, reviewIntervalMonths: 24, dbVersion: 0 });
    const first = await save({ trainingPeriodDays: 0, reviewIntervalMonths: 120, dbVersion: 0 });
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), { trainingPeriodDays: 0, reviewIntervalMonths: 120, dbVersion: 1 });
    const second = await save({ trainingPeriodDays: 365, reviewIntervalMonths: 1, dbVersion: 1 });
    assert.deepEqual(second.json(), { trainingPeriodDays: 365, reviewIntervalMonths: 1, dbVersion: 2 });
    assert.deepEqual(await read(), second.json());
    // the other tenant keeps its defaults
    assert.deepEqual(await read(globex), { trainingPeriodDays: 14, reviewIntervalMonths: 24, dbVersion: 0 });
  });

  it('refuses values outside 0–365 days and 1–120 months (400), a stale dbVersion (409) and a viewer (403)', async () => {
    const { dbVersion } = await read();
    for (const [body, message] of [
      [{ trainingPeriodDays: -1, reviewIntervalMonths: 24 }, TRAINING_PERIOD_RANGE],
      [{ trainingPeriodDays: 366, reviewIntervalMonths: 24 }, TRAINING_PERIOD_RANGE],
      [{ trainingPeriodDays: 1.5, reviewIntervalMonths: 24 }, TRAINING_PERIOD_RANGE],
      [{ trainingPeriodDays: 14, reviewIntervalMonths: 0 }, REVIEW_INTERVAL_RANGE],
      [{ trainingPeriodDays: 14, reviewIntervalMonths: 121 }, REVIEW_INTERVAL_RANGE],
    ] as const) {
      const response = await save({ ...body, dbVersion });
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.equal(errorMessageOf(response), message);
    }
    const stale = await save({ trainingPeriodDays: 7, reviewIntervalMonths: 12, dbVersion: dbVersion + 5 });
    assert.equal(stale.statusCode, 409);
    assert.equal(errorMessageOf(stale), SETTINGS_CHANGED);
    const viewer = await save({ trainingPeriodDays: 7, reviewIntervalMonths: 12, dbVersion }, acme.viewer);
    assert.equal(viewer.statusCode, 403);
    assert.equal((await read()).dbVersion, dbVersion);
  });

  it("a stale first save (another admin saved the defaults' row first) is a 409", async () => {
    const saved = await save({ trainingPeriodDays: 5, reviewIntervalMonths: 24, dbVersion: 0 }, globex.admin);
    assert.equal(saved.statusCode, 200);
    const late = await save({ trainingPeriodDays: 6, reviewIntervalMonths: 24, dbVersion: 0 }, globex.admin);
    assert.equal(late.statusCode, 409);
  });
});
