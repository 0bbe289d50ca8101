// What the generated route checks (src/route-table.test.ts) send to each route and which rows they seed. Each
// feature gives them in `<feature>.examples.ts` beside its routes: test support that only the checks load, so the
// route definitions the server runs hold no fixtures.
import type { SessionUser } from '@qms/shared-api/contract';
import type { Tx } from '../db/tenant';
import { fullUrl, type AnyRoute } from './route';

/** What a generated test sends to exercise a route for one tenant . */
export interface RouteExample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** raw payload (e.g. text/plain); defaults to JSON of `body` */
  payload?: string;
  contentType?: string;
}

/** Lets an example create the rows it needs in its tenant, inside that tenant's transaction. */
export interface ExampleFixtures {
  tenantId: string;
  /** the tenant's admin, who makes the generated checks' calls */
  caller: SessionUser;
  run<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** system work outside row-level security, for rows the request role may not write (users, tenants) */
  system<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** `prefix` plus a random suffix: names no other tenant's seed can contain */
  uniqueName(prefix: string): string;
}

/** What a seed created in one tenant: the generated checks look for these in other tenants' answers. */
export interface SeededRows {
  ids: string[];
  names: string[];
  /** false when the answer summarises the rows (a count, a verification) instead of listing them: then only the
   * "none of another tenant's rows" check applies */
  listsRows?: false;
}

export interface RouteCheckExample {
  /**
   * A valid request for a tenant, used by the generated viewer-write and cross-tenant tests. Required for every
   * write route and every route with path parameters: the generated tests fail for a route that lacks one.
   */
  example?: (fixtures: ExampleFixtures) => Promise<RouteExample>;
  /**
   * For `participant` routes: a valid request in which `participant` (another user of the tenant, e.g. a viewer)
   * takes part, so the generated test proves a participant of any role succeeds while a non-participant gets 403.
   */
  participantExample?: (fixtures: ExampleFixtures, participant: SessionUser) => Promise<RouteExample>;
  /**
   * Creates rows this route answers with, in one tenant, and returns their ids and names. Required for every
   * tenant-scoped route without path parameters that reads (lists, searches): the generated check seeds both
   * tenants and proves tenant B's answer shows B's rows and none of tenant A's.
   */
  seed?: (fixtures: ExampleFixtures) => Promise<SeededRows>;
}

/** A feature's examples by route key (`routeKey`: method and full URL, e.g. 'GET /qms-api/sops'). */
export type RouteExamples = Record<string, RouteCheckExample>;

export const routeKey = (route: Pick<AnyRoute, 'method' | 'service' | 'url'>): string =>
  `${route.method} ${fullUrl(route)}`;
