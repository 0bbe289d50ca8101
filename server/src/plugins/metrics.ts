import cluster from 'node:cluster';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The connections of the database pool (PostgreSQL); PGlite has one in-process connection and no pool. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface MetricsOptions {
  /** QMS_METRICS_TOKEN: scrapers send `Authorization: Bearer <token>`; unset: loopback clients only */
  token: string | undefined;
  poolStats?: () => PoolStats | undefined;
  /** other modules' metrics on this app's registry (the audit sealer's lag) */
  register?: (registry: Registry) => void;
}

/** Asked of the primary by the worker that serves a scrape: every worker's metrics, summed (workers.ts). */
export const METRICS_REQUEST = 'qms:metrics-request';
export const METRICS_RESPONSE = 'qms:metrics-response';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function allowed(request: FastifyRequest, token: string | undefined): 401 | 403 | null {
  if (!token) {
    // the socket's own address: X-Forwarded-For (trusted or not) must not make a remote client local
    return LOOPBACK.has(request.raw.socket.remoteAddress ?? '') ? null : 403;
  }
  const given = Buffer.from(String(request.headers.authorization ?? ''));
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : 401;
}

let pending = 0;
let workerAggregator: AggregatorRegistry<typeof Registry.PROMETHEUS_CONTENT_TYPE> | undefined;
/** In a worker of QMS_SERVER_WORKERS: the primary gathers all workers' registries (AggregatorRegistry). */
function clusterMetrics(): Promise<string> {
  const id = `${process.pid}-${++pending}`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the primary did not answer the metrics request within 5 s'));
    }, 5_000);
    const onMessage = (message: { type?: string; id?: string; text?: string; error?: string }) => {
      if (message?.type !== METRICS_RESPONSE || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (message.error) reject(new Error(message.error));
      else resolve(message.text ?? '');
    };
    process.on('message', onMessage);
    process.send!({ type: METRICS_REQUEST, id });
  });
}

/**
 * GET /metrics in the Prometheus text format (issue 30.5): requests and their latency per route and status, the
 * database pool, and Node's own metrics (event-loop lag, memory, CPU). One registry per app, so tests can build
 * several; a worker of QMS_SERVER_WORKERS lets the primary gather it with the others' (prom-client's cluster
 * protocol), so a scrape counts every worker whichever one it reaches.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // gauges named like counters (`_total`), which promtool refuses; the handle and request counts add little
  for (const name of ['handles', 'requests', 'resources'])
    registry.removeSingleMetric(`nodejs_active_${name}_total`);
  if (cluster.isWorker) {
    AggregatorRegistry.setRegistries([registry]);
    // prom-client answers the primary's requests only once an AggregatorRegistry exists in the worker
    workerAggregator ??= new AggregatorRegistry();
  }

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'qms_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'qms_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by method, route pattern and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'qms_db_pool_connections',
    help: 'PostgreSQL pool connections by state (in_use, idle, waiting: requests queued for a connection; max)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = options.poolStats?.();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });

  options.register?.(registry);

  // a callback hook: it runs after every answer, and an async one costs a promise and a microtask hop (issue 30)
  app.addHook('onResponse', (request, reply, done) => {
    // the route's pattern, never the raw URL: ids in paths would make one series per record
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const refusal = allowed(request, options.token);
    if (refusal === 401)
      return reply
        .code(401)
        .send({ errorMessage: 'The metrics need the bearer token of QMS_METRICS_TOKEN.' });
    if (refusal === 403)
      return reply
        .code(403)
        .send({ errorMessage: 'The metrics answer loopback clients only, unless QMS_METRICS_TOKEN is set.' });
    const text = cluster.isWorker ? await clusterMetrics() : await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });
});
