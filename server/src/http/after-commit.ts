import type { FastifyRequest } from 'fastify';

// Work that must follow a request's transaction only once it is committed, and must never undo it: notification
// mails (issue 27.6). A handler queues it; registerRoute starts it after the commit. Nothing runs when the
// transaction rolls back, and a failure is logged, never answered: the change it reports is already stored.

type Work = () => Promise<void>;

const queued = new WeakMap<FastifyRequest, Work[]>();
const running = new Set<Promise<void>>();

/** Queues `work` to start once the request's transaction has committed. */
export function afterCommit(request: FastifyRequest, work: Work): void {
  const list = queued.get(request) ?? [];
  list.push(work);
  queued.set(request, list);
}

/** Starts the request's queued work (registerRoute calls it after the commit); the answer does not wait. */
export function startAfterCommitWork(request: FastifyRequest): void {
  const list = queued.get(request);
  if (!list) return;
  queued.delete(request);
  for (const work of list) {
    const done = Promise.resolve()
      .then(work)
      .catch((error: unknown) => request.log.error({ err: error }, 'after-commit work failed'));
    running.add(done);
    void done.finally(() => running.delete(done));
  }
}

/** Waits for all started work (on close; tests that read what it sent). */
export async function settleAfterCommitWork(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}
