// Support for the generated route checks (src/route-table.test.ts): a route's example as a request, and the
// fixtures a route's example and seed run with.
import type { InjectOptions } from 'fastify';
import { withTenant } from '../src/db/tenant';
import { fullUrl, type AnyRoute } from '../src/http/route';
import type { ExampleFixtures, RouteExample } from '../src/http/route-examples';
import type { Database } from '../src/db/database';
import type { TestTenant } from './helpers';

export const label = (route: AnyRoute) => `${route.method} ${fullUrl(route)}`;
export const hasPathParams = (route: AnyRoute) => route.url.includes(':');
export const needsExample = (route: AnyRoute) =>
  route.access === 'write' || route.access === 'participant' || hasPathParams(route);
/** tenant-scoped reads without path parameters answer with a list (or the caller's own row): they need a seed */
export const needsSeed = (route: AnyRoute) =>
  route.tenantScoped &&
  route.access !== 'write' &&
  route.access !== 'participant' &&
  route.method === 'GET' &&
  !hasPathParams(route);

export function fixturesFor(database: Database, tenant: TestTenant): ExampleFixtures {
  return {
    tenantId: tenant.tenantId,
    caller: tenant.admin,
    run: (work) => withTenant(database.db, tenant.tenantId, work),
    system: (work) => database.db.transaction(work),
    uniqueName: (prefix) => `${prefix} ${Math.random().toString(36).slice(2, 10)}`,
  };
}

export function toRequest(route: AnyRoute, example: RouteExample): InjectOptions {
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

/** The values of `needles` that occur in `body` (ids compared case-insensitively). */
export const foundIn = (body: string, needles: readonly string[]): string[] =>
  needles.filter((needle) => needle && body.toLowerCase().includes(needle.toLowerCase()));
