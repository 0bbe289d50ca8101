// Generated coverage: every route of the exported route table gets the unauthenticated, viewer-write and
// cross-tenant checks below, so a route added tomorrow is tested without anyone writing a test for it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { withTenant } from '../db/tenant';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../test/helpers';
import { tenantFingerprint } from '../test/snapshot';
import { fullUrl, type AnyRoute, type ExampleFixtures, type RouteExample } from './route';
import { routeTable } from './route-table';

const label = (route: AnyRoute) => `${route.method} ${fullUrl(route)}`;
const hasPathParams = (route: AnyRoute) => route.url.includes(':');
const needsExample = (route: AnyRoute) => route.access === 'write' || hasPathParams(route);

function toRequest(route: AnyRoute, example: RouteExample): InjectOptions {
  let url = fullUrl(route).replace(/:(\w+)/g, (_m, name: string) => {
    const value = example.params?.[name];
    if (value === undefined) throw new Error(`${label(route)}: the example gives no value for :${name}`);
    return encodeURIComponent(value);
  });
  if (example.query) url += `?${new URLSearchParams(example.query).toString()}`;
  const payload = example.payload ?? (example.body === undefined ? undefined : JSON.stringify(example.body));
  const contentType = example.contentType ?? (example.body === undefined ? undefined : 'application/json');
  return {
    method: route.method,
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: contentType ? { 'content-type': contentType } : {},
  };
}

describe('route table (generated checks)', () => {
  let t: TestContext;
  let tenantA: TestTenant;
  let tenantB: TestTenant;
  const fixtures = (tenant: TestTenant): ExampleFixtures => ({
    tenantId: tenant.tenantId,
    run: (work) => withTenant(t.database.db, tenant.tenantId, work),
  });
  const exampleFor = async (route: AnyRoute, tenant: TestTenant): Promise<RouteExample> =>
    route.example ? route.example(fixtures(tenant)) : {};

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
    const missing = routeTable.filter((r) => needsExample(r) && !r.example).map(label);
    assert.deepEqual(missing, [], `add an example to these routes so the generated tests can exercise them`);
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

    // admin-only reads (the audit trail) are refused to a viewer exactly like writes
    if (route.access !== 'read') {
      it(`${label(route)}: a viewer gets 403 and nothing changes`, async () => {
        const example = await exampleFor(route, tenantA);
        const before = await tenantFingerprint(t.database, tenantA.tenantId);
        const response = await t.as(tenantA.viewer, toRequest(route, example));
        assert.equal(response.statusCode, 403);
        assert.equal(errorMessageOf(response), 'This action requires the QMS_ADMIN role.');
        assert.deepEqual(await tenantFingerprint(t.database, tenantA.tenantId), before);
      });
    }

    if (route.tenantScoped && hasPathParams(route)) {
      it(`${label(route)}: tenant B cannot read or change tenant A's data`, async () => {
        const example = await exampleFor(route, tenantA);
        const request = toRequest(route, example);
        const before = await tenantFingerprint(t.database, tenantA.tenantId);
        const response = await t.as(tenantB.admin, request);
        if ((route.crossTenant ?? 'not-found') === 'not-found') {
          assert.equal(
            response.statusCode,
            404,
            `${label(route)} answered ${response.statusCode} for another tenant`,
          );
          assert.ok(errorMessageOf(response));
        } else {
          assert.ok(response.statusCode < 300, `own-namespace route answered ${response.statusCode}`);
        }
        assert.ok(!response.body.includes(tenantA.tenantId), "the answer carries tenant A's data");
        assert.deepEqual(await tenantFingerprint(t.database, tenantA.tenantId), before);
        // the same request by tenant A's admin works, so the 404 above was about the tenant, not a bad example
        const own = await t.as(tenantA.admin, request);
        assert.ok(
          own.statusCode < 300,
          `${label(route)} failed for its own tenant: ${own.statusCode} ${own.body}`,
        );
      });
    }
  }
});
