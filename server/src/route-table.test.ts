// Generated coverage: every route of the exported route table gets the checks below, so a route added tomorrow
// is tested without anyone writing a test for it:
// - without a token → 401 {errorMessage};
// - a `write` route: a viewer gets 403 and tenant A's data is unchanged;
// - a `participant` route: a viewer who takes part (participantExample) succeeds; a viewer who does not gets 403
//   and tenant A's data is unchanged;
// - a `read` route: an admin's call succeeds and changes nothing in the whole database (the label is checked
//   against behaviour, not trusted);
// - a tenant-scoped route: both tenants get rows (seed and example); tenant B's call answers none of tenant A's
//   ids or names and leaves tenant A's data unchanged (404 for A's ids in path parameters), while tenant A's
//   own call answers its own rows and succeeds.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../test/helpers';
import {
  fixturesFor,
  foundIn,
  hasPathParams,
  label,
  needsExample,
  needsSeed,
  toRequest,
} from '../test/route-requests';
import { databaseFingerprint, tenantFingerprint } from '../test/snapshot';
import { fullUrl, type AnyRoute } from './http/route';
import { routeKey, type RouteExample, type SeededRows } from './http/route-examples';
import { examplesOf, routeExamples } from '../test/route-examples';
import { routeTable } from './route-table';

describe('route table (generated checks)', () => {
  let t: TestContext;
  let tenantA: TestTenant;
  let tenantB: TestTenant;
  const exampleFor = async (route: AnyRoute, tenant: TestTenant): Promise<RouteExample> =>
    examplesOf(route).example?.(fixturesFor(t.database, tenant)) ?? {};
  const seedFor = async (route: AnyRoute, tenant: TestTenant): Promise<SeededRows> =>
    examplesOf(route).seed?.(fixturesFor(t.database, tenant)) ?? { ids: [], names: [] };

  before(async () => {
    t = await startTestApp();
    tenantA = await createTenant(t.database, 'Tenant A');
    tenantB = await createTenant(t.database, 'Tenant B');
  });
  after(() => t.close());

  it('covers both services', () => {
    assert.ok(routeTable.some((r) => r.service === 'qms'));
    assert.ok(routeTable.some((r) => r.service === 'sr'));
  });

  it('has an example for every write route and every route with path parameters', () => {
    const missing = routeTable.filter((r) => needsExample(r) && !examplesOf(r).example).map(label);
    assert.deepEqual(
      missing,
      [],
      `add an example for these routes to their <feature>.examples.ts so the generated tests can exercise them`,
    );
  });

  it('has a participantExample for every participant route', () => {
    const missing = routeTable
      .filter((r) => r.access === 'participant' && !examplesOf(r).participantExample)
      .map(label);
    assert.deepEqual(
      missing,
      [],
      'add a participantExample to the <feature>.examples.ts so the generated tests can check who may decide',
    );
  });

  it('has a seed for every tenant-scoped read without path parameters (lists, searches)', () => {
    const missing = routeTable.filter((r) => needsSeed(r) && !examplesOf(r).seed).map(label);
    assert.deepEqual(
      missing,
      [],
      'add a seed to the <feature>.examples.ts so the cross-tenant check has rows of both tenants to compare',
    );
  });

  it('has examples only for routes of the table (a renamed route leaves none behind)', () => {
    const keys = new Set(routeTable.map(routeKey));
    assert.deepEqual(
      Object.keys(routeExamples).filter((key) => !keys.has(key)),
      [],
      'these keys of a <feature>.examples.ts name no route',
    );
  });

  it('registers every route of the table in the app', () => {
    for (const route of routeTable) {
      assert.ok(
        t.app.hasRoute({ method: route.method, url: fullUrl(route) }),
        `${label(route)} is not registered`,
      );
    }
  });

  for (const route of routeTable) {
    it(`${label(route)}: without a token → 401`, async () => {
      const response = await t.app.inject(toRequest(route, await exampleFor(route, tenantA)));
      assert.equal(response.statusCode, 401);
      assert.ok(errorMessageOf(response), 'a 401 carries an errorMessage');
    });

    // every access kind but plain `read` is admin-only: a viewer is refused
    if (route.access === 'write' || route.access === 'admin-read') {
      it(`${label(route)}: a viewer gets 403 and nothing changes`, async () => {
        const example = await exampleFor(route, tenantA);
        const before = await tenantFingerprint(t.database, tenantA.tenantId);
        const response = await t.as(tenantA.viewer, toRequest(route, example));
        assert.equal(response.statusCode, 403);
        assert.equal(errorMessageOf(response), 'This action requires the QMS_ADMIN role.');
        assert.deepEqual(await tenantFingerprint(t.database, tenantA.tenantId), before);
      });
    }
    // any user may act on a record that names them, whatever their role; nobody else
    if (route.access === 'participant') {
      it(`${label(route)}: a viewer who takes part succeeds`, async () => {
        const fixtures = fixturesFor(t.database, tenantA);
        const example = await examplesOf(route).participantExample!(fixtures, tenantA.viewer);
        const response = await t.as(tenantA.viewer, toRequest(route, example));
        assert.ok(
          response.statusCode < 300,
          `${label(route)} answered ${response.statusCode} ${response.body}`,
        );
      });
      it(`${label(route)}: a viewer who does not take part gets 403 and nothing changes`, async () => {
        const example = await exampleFor(route, tenantA); // the tenant's admin takes part
        const before = await tenantFingerprint(t.database, tenantA.tenantId);
        const response = await t.as(tenantA.viewer, toRequest(route, example));
        assert.equal(response.statusCode, 403);
        assert.ok(errorMessageOf(response));
        assert.deepEqual(await tenantFingerprint(t.database, tenantA.tenantId), before);
      });
    }
    // every access kind but `write` reads: the call must leave the database as it was
    if (route.access === 'read' || route.access === 'admin-read') {
      it(`${label(route)}: labelled read, so an admin's call changes nothing in the database`, async () => {
        await seedFor(route, tenantA);
        const request = toRequest(route, await exampleFor(route, tenantA));
        const before = await databaseFingerprint(t.database);
        const response = await t.as(tenantA.admin, request);
        assert.ok(response.statusCode < 300, `${label(route)} answered ${response.statusCode}`);
        const after = await databaseFingerprint(t.database);
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        assert.deepEqual(changed, [], `${label(route)} is labelled read but changed these tables`);
      });
    }

    if (route.tenantScoped) {
      it(`${label(route)}: tenant B neither sees nor changes tenant A's rows`, async () => {
        const seedA = await seedFor(route, tenantA);
        const seedB = await seedFor(route, tenantB);
        await exampleFor(route, tenantB); // tenant B has rows of its own too
        const example = await exampleFor(route, tenantA);
        const request = toRequest(route, example);
        const ownNamespace = route.crossTenant === 'own-namespace';
        // tenant A's data B must not see: its tenant id and seeded rows (the ids in the path are B's own input,
        // which a 404 may repeat; the 404 itself proves B cannot read them)
        const secretsOfA = [tenantA.tenantId, ...seedA.ids, ...seedA.names];
        const before = await tenantFingerprint(t.database, tenantA.tenantId);

        const response = await t.as(tenantB.admin, request);
        if (hasPathParams(route) && !ownNamespace) {
          assert.equal(response.statusCode, 404, `${label(route)} answered ${response.statusCode} to B`);
          assert.ok(errorMessageOf(response));
        } else {
          assert.ok(response.statusCode < 300, `${label(route)} answered ${response.statusCode} to B`);
        }
        assert.deepEqual(foundIn(response.body, secretsOfA), [], "B's answer carries tenant A's data");
        assert.deepEqual(await tenantFingerprint(t.database, tenantA.tenantId), before);
        if (examplesOf(route).seed && seedB.listsRows !== false) {
          // B's answer does show B's rows: the check above compares a real list, not an empty one
          assert.ok(
            foundIn(response.body, [...seedB.ids, ...seedB.names]).length > 0,
            "B's rows are missing",
          );
        }

        // the same request by tenant A's admin works, so a 404 above was about the tenant, not a bad example
        const ownRequest =
          route.crossTenant === 'unique-across-tenants'
            ? toRequest(route, await exampleFor(route, tenantA))
            : request;
        const own = await t.as(tenantA.admin, ownRequest);
        assert.ok(
          own.statusCode < 300,
          `${label(route)} failed for its own tenant: ${own.statusCode} ${own.body}`,
        );
        if (examplesOf(route).seed && seedA.listsRows !== false) {
          assert.ok(foundIn(own.body, [...seedA.ids, ...seedA.names]).length > 0, "A's own rows are missing");
        }
      });
    }
  }
});
