import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { isQmsAdmin, type BodyLimit, type SessionUser } from '@qms/shared-api/contract';
import type { ServiceName } from '../config';
import type { Db } from '../db/database';
import { signalTenantWrite, withTenant, type Tx } from '../db/tenant';
import { authenticate } from '../plugins/auth';
import { startAfterCommitWork } from './after-commit';
import { ADMIN_REQUIRED, forbidden, unsupportedMediaType } from './errors';
import { exactJson } from './exact-json';
import { pickedJson } from './picked-json';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  user: SessionUser;
  /** the request transaction: tenant set, role qms_app, row-level security on */
  tx: Tx;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDefinition<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
> {
  method: HttpMethod;
  /** path inside the service prefix, e.g. `/roles/:id` */
  url: string;
  service: ServiceName;
  /**
   * read: any signed-in user; write: QMS_ADMIN only; admin-read: a read for QMS_ADMIN only (e.g. the audit trail);
   * user-write: a write any signed-in user may make (comments: viewers comment too, the handler checks authorship);
   * participant: a write any signed-in user may make on a record that names them (a change-control decision):
   * the handler refuses (403) a user who is not a participant; its examples file gives a `participantExample`
   */
  access: 'read' | 'write' | 'admin-read' | 'user-write' | 'participant';
  /** reads or writes tenant-owned rows (covered by the generated cross-tenant tests) */
  tenantScoped: boolean;
  summary: string;
  tags?: string[];
  params?: P;
  query?: Q;
  body?: B;
  /** media type of the body; default application/json when there is a body */
  consumes?: 'application/json' | 'text/plain';
  /** the body's byte limit and the words of its 413 (default: the app's 1 MiB, 'The request body is too large.') */
  bodyLimit?: BodyLimit;
  /** schema of a JSON answer; the handler's result is parsed with it (the contract never drifts silently) */
  response?: Schema;
  /**
   * How the answer is written: by default fast-json-stringify compiled from `response`; 'picked': the contract's
   * fields copied and written with JSON.stringify (see http/picked-json.ts), for answers of megabytes
   */
  serializer?: 'picked';
  /** status of a successful answer with a body (default 201 for POST, else 200); no body → 204 */
  status?: number;
  /** content type of a non-JSON answer, for the OpenAPI document */
  produces?: string;
  /**
   * false: the answer goes out as it is, never compressed per request (plugins/compression.ts), e.g. a stored file
   * of any type (mostly PDFs, images, Office files: compressed already)
   */
  compress?: false;
  /**
   * Work before the tenant transaction opens, with the validated input (e.g. checking a signature password
   * against the identity provider, whose failed attempts must be counted even though the request then fails).
   * Throwing refuses the request before anything is written.
   */
  beforeTransaction?: (ctx: Omit<RouteContext<Infer<P>, Infer<Q>, Infer<B>>, 'tx'>) => Promise<void>;
  /**
   * (The requests and rows the generated route checks use live in `<feature>.examples.ts`, see route-examples.ts.)
   * How another tenant's request with the same parameters behaves: 'not-found' (default; ids of another tenant
   * answer 404) or 'own-namespace' (keys such as config keys name the caller's own value, so the answer is the
   * caller's data). Either way the generated test proves the other tenant's rows stay unread and unchanged.
   * 'unique-across-tenants': a create whose key is unique over all tenants (an invited user's e-mail): tenant A's
   * own request then uses a fresh example, since B's identical request already took the key.
   */
  crossTenant?: 'not-found' | 'own-namespace' | 'unique-across-tenants';
  handler: (ctx: RouteContext<Infer<P>, Infer<Q>, Infer<B>>) => Promise<unknown>;
}

export type AnyRoute = RouteDefinition<Schema | undefined, Schema | undefined, Schema | undefined>;

/** Identity function that keeps the handler's types tied to the zod schemas. */
export function defineRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(definition: RouteDefinition<P, Q, B>): AnyRoute {
  return definition as unknown as AnyRoute;
}

export const SERVICE_PREFIX: Record<ServiceName, string> = { qms: '/qms-api', sr: '/sr-api' };
export const fullUrl = (route: Pick<AnyRoute, 'service' | 'url'>): string =>
  `${SERVICE_PREFIX[route.service]}${route.url}`;

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * JSON Schema 2020-12, the dialect of OpenAPI 3.1 (plugins/openapi.ts): a nullable field is `anyOf` with
 * `{ type: 'null' }`, which OpenAPI 3.0 (no null type, boolean exclusiveMinimum) cannot say. Fastify's serializer
 * (fast-json-stringify) compiles the same schema: it reads 2020-12 as zod writes it for our contract (no tuples,
 * whose `prefixItems` it does not know).
 */
export function jsonSchema(
  schema: Schema | undefined,
  io: 'input' | 'output',
): Record<string, unknown> | undefined {
  if (!schema) return undefined;
  try {
    const result = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<
      string,
      unknown
    >;
    delete result.$schema;
    return result;
  } catch {
    return undefined;
  }
}

/**
 * The path parameters the URL names: one params schema may serve several URLs (the release-state route names the
 * artifact for processes, not for templates), and OpenAPI refuses a path parameter its path does not template.
 */
function pathParams(route: AnyRoute): Record<string, unknown> | undefined {
  const schema = jsonSchema(route.params, 'input');
  const properties = schema?.properties as Record<string, unknown> | undefined;
  if (!schema || !properties) return schema;
  const named = new Set([...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!));
  const keep = (name: string) => named.has(name);
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(properties).filter(([name]) => keep(name))),
    ...(Array.isArray(schema.required) ? { required: (schema.required as string[]).filter(keep) } : {}),
  };
}

function openApiSchema(route: AnyRoute) {
  const status = route.status ?? (route.method === 'POST' ? 201 : 200);
  const error = { description: 'Failure', type: 'object', properties: { errorMessage: { type: 'string' } } };
  const response: Record<string, unknown> = { '4XX': error, '5XX': error };
  if (route.response) response[status] = { description: 'Success', ...jsonSchema(route.response, 'output') };
  else if (route.produces) response[status] = { description: `Success (${route.produces})`, type: 'string' };
  else response[204] = { description: 'No content', type: 'null' };
  const consumes = route.body ? [route.consumes ?? 'application/json'] : undefined;
  return {
    summary: route.summary,
    tags: route.tags ?? [route.service === 'qms' ? 'qms' : 'standards'],
    security: [{ bearerAuth: [] }],
    ...(consumes ? { consumes } : {}),
    ...(route.params ? { params: pathParams(route) } : {}),
    ...(route.query ? { querystring: jsonSchema(route.query, 'input') } : {}),
    ...(route.body
      ? { body: consumes?.[0] === 'text/plain' ? { type: 'string' } : jsonSchema(route.body, 'input') }
      : {}),
    ...(route.produces ? { produces: [route.produces] } : {}),
    response,
  };
}

/**
 * `QMS_SERVER_TIMING=true` (the bench sets it) adds a `Server-Timing` header with where the server's time went:
 * auth (token and session), input (zod of params, query, body), db (the tenant transaction with the handler),
 * check (zod of the answer), json (serialisation). Off by default: timings are no business of a client.
 */
const authStarted = new WeakMap<FastifyRequest, number>();
const authEnded = new WeakMap<FastifyRequest, number>();
const ms = (from: number, to: number): string => (to - from).toFixed(3);

/**
 * Whether each answer is re-checked against its zod response schema (a contract break is then a 500). On in the
 * server tests and the e2e suite (QMS_CHECK_RESPONSES=true), where a break must surface; off in production, where
 * re-validating every answer (a list of 200 roles, object by object, plus a copy of it) is per-request work those
 * tests already did (issue 8). Either way the answer is written by Fastify's serializer compiled from the same
 * contract (fast-json-stringify), which writes only the contract's fields: a column a repository selects beyond
 * the contract never leaks.
 */
const checkResponses = (): boolean => process.env.QMS_CHECK_RESPONSES === 'true';

/**
 * Fastify's own serializer (fast-json-stringify, compiled from the response schema), but compiled on a route's
 * first answer instead of at boot: compiling every route's schemas up front cost ~1.3 s CPU per app start (+18%
 * of a test app's start), for routes most processes and tests never call. An answer that already is exactly its
 * contract's rows goes out through JSON.stringify instead (http/exact-json.ts: the same JSON in one native pass).
 */
function lazySerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  let write: ((data: unknown) => string) | undefined;
  let exact: ((data: unknown) => string | undefined) | null | undefined;
  return (data) => {
    if (exact === undefined) exact = exactJson(schema);
    const json = exact?.(data);
    return json ?? (write ??= fastJson(schema as Parameters<typeof fastJson>[0]))(data);
  };
}

/**
 * Registers one route: auth and role check before the body is even read (401/403 first), content-type check
 * (415), zod validation of params, query and body (400), then the handler in a tenant transaction.
 * Handlers get only the transaction, never the pool: on PGlite a second query outside it would wait forever.
 */
export function registerRoute(app: FastifyInstance, db: Db, route: AnyRoute): void {
  const consumes = route.body ? (route.consumes ?? 'application/json') : undefined;
  const serverTiming = process.env.QMS_SERVER_TIMING === 'true';
  const check = checkResponses();
  // compiled at registration: a response schema it does not cover fails the boot, not a request
  const picked = route.serializer === 'picked' && route.response ? pickedJson(route.response) : null;
  app.route({
    method: route.method,
    url: fullUrl(route),
    schema: openApiSchema(route),
    ...(route.bodyLimit
      ? { bodyLimit: route.bodyLimit.maxBytes, config: { bodyTooLarge: route.bodyLimit.message } }
      : {}),
    ...(route.compress === false ? { compress: false as const } : {}),
    // the zod schemas validate in the handler; the JSON schemas above only document
    validatorCompiler: () => (data) => ({ value: data }),
    serializerCompiler: lazySerializer,
    onRequest: async (request) => {
      if (serverTiming) authStarted.set(request, performance.now());
      const user = await authenticate(request);
      if (serverTiming) authEnded.set(request, performance.now());
      const adminOnly = route.access === 'write' || route.access === 'admin-read';
      if (adminOnly && !isQmsAdmin(user)) throw forbidden(ADMIN_REQUIRED);
      if (consumes && mediaType(request) !== consumes && request.headers['content-length'] !== '0') {
        throw unsupportedMediaType(`Content type must be ${consumes}.`);
      }
    },
    handler: async (request, reply) => {
      const user = request.sessionUser!;
      const t0 = serverTiming ? performance.now() : 0;
      const params = route.params ? route.params.parse(request.params) : undefined;
      const query = route.query ? route.query.parse(request.query) : undefined;
      const body = route.body ? route.body.parse(request.body) : undefined;
      const actor = { userId: user.userId, userName: user.userName, requestId: String(request.id) };
      if (route.beforeTransaction)
        await route.beforeTransaction({ params, query, body, user, request, reply });
      const t1 = serverTiming ? performance.now() : 0;
      const result = await withTenant(
        db,
        user.tenantId,
        (tx) => route.handler({ params, query, body, user, tx, request, reply }),
        actor,
      );
      startAfterCommitWork(request);
      // its audit entries are committed unsealed: the sealer chains them now (src/audit/sealer.ts)
      if (route.method !== 'GET') signalTenantWrite(user.tenantId);
      if (result === reply || reply.sent) return reply;
      if (result === undefined) return reply.code(204).send();
      // a stream (a stored file) is read only now, after the commit: its reads are transactions of their own
      if (result instanceof Readable) return reply.code(route.status ?? 200).send(result);
      const t2 = serverTiming ? performance.now() : 0;
      if (route.response && check) {
        const parsed = route.response.safeParse(result);
        // our own answer broke the contract: that is a server bug (500), not the client's fault
        if (!parsed.success)
          throw new Error(
            `Response of ${route.method} ${route.url} breaks the contract: ${parsed.error.message}`,
          );
      }
      // the handler's own result, checked or not, so tests write exactly what production writes (a handler
      // relying on a response schema's defaults or transforms shows up in the tests' answers)
      const answer: unknown = result;
      const code = route.status ?? (route.method === 'POST' ? 201 : 200);
      if (!serverTiming && !picked) return reply.code(code).send(answer);
      const t3 = serverTiming ? performance.now() : 0;
      const json = picked ? picked(answer) : reply.serialize(answer);
      if (!serverTiming) return reply.code(code).type('application/json; charset=utf-8').send(json);
      const t4 = performance.now();
      const auth = ms(authStarted.get(request) ?? t0, authEnded.get(request) ?? t0);
      void reply.header(
        'server-timing',
        `auth;dur=${auth}, input;dur=${ms(t0, t1)}, db;dur=${ms(t1, t2)}, check;dur=${ms(t2, t3)}, json;dur=${ms(t3, t4)}`,
      );
      return reply.code(code).type('application/json; charset=utf-8').send(json);
    },
  });
}
