import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { FORGET_SESSIONS } from './identity/index';
import { METRICS_REQUEST, METRICS_RESPONSE } from './plugins/metrics';

/** A worker that keeps crashing after it started serving is replaced at most this often per minute. */
const MAX_RESTARTS_PER_MINUTE = 5;
/** How long the primary waits for the workers' graceful stop (each worker forces its own exit after 10 s). */
const STOP_TIMEOUT_MS = 15_000;

/**
 * The primary process of QMS_SERVER_WORKERS > 1: it serves nothing itself, it starts `count` workers that each
 * run the whole server (migrations under the advisory lock, so they neither migrate nor seed twice) and share the
 * port through node:cluster, which hands each new connection to the next worker.
 *
 * - A worker that exits before it listens (a bad configuration, the database unreachable) stops the whole server
 *   with exit code 1: every worker would fail the same way.
 * - A worker that dies later is replaced, unless that happened more than MAX_RESTARTS_PER_MINUTE times in the
 *   last minute (then the server stops with exit code 1 instead of looping).
 * - SIGTERM / SIGINT stop every worker gracefully (requests in flight finish), then the primary exits.
 * - A session revoked in one worker (logout, password reset, a disabled user) is forgotten by all of them at once.
 * - GET /metrics, served by any worker, answers the sum of all workers' metrics (plugins/metrics.ts).
 */
export function superviseWorkers(count: number, log: (message: string) => void = console.error): void {
  const listening = new Set<number>();
  const restarts: number[] = [];
  let stopping = false;
  let exitCode = 0;

  const stopAll = (code: number) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      log('workers did not stop within 15 s; exiting');
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  };

  // a scrape of /metrics reaches one worker: it asks here for every worker's metrics, summed
  const metrics = new AggregatorRegistry();

  const start = (): Worker => {
    const worker = cluster.fork();
    worker.once('listening', () => listening.add(worker.id));
    worker.on('message', (message: { type?: unknown; id?: unknown }) => {
      if (message?.type !== METRICS_REQUEST) return;
      const answer = (fields: { text?: string; error?: string }) =>
        worker.isConnected() && worker.send({ type: METRICS_RESPONSE, id: message.id, ...fields });
      metrics.clusterMetrics().then(
        (text) => answer({ text }),
        (error: unknown) => answer({ error: String(error) }),
      );
    });
    // a revocation in one worker ends the session's access at once in the others too (session-check.ts)
    worker.on('message', (message: { type?: unknown }) => {
      if (message?.type !== FORGET_SESSIONS) return;
      for (const other of Object.values(cluster.workers ?? {}))
        if (other && other.id !== worker.id && other.isConnected()) other.send(message);
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const served = listening.delete(worker.id);
    if (stopping) {
      if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGINT') exitCode = Math.max(exitCode, 1);
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!served) {
      log(`server worker ${worker.process.pid} exited (${how}) before it served; stopping`);
      stopAll(1);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && now - restarts[0]! > 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      log(`server workers died ${restarts.length} times within a minute; stopping`);
      stopAll(1);
      return;
    }
    log(`server worker ${worker.process.pid} exited (${how}); starting a new one`);
    start();
  });

  process.once('SIGTERM', () => stopAll(0));
  process.once('SIGINT', () => stopAll(0));
  for (let i = 0; i < count; i++) start();
}
