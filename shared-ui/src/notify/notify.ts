import { errorDetail } from '@qms/shared-api';

/** A snackbar message (spec 1 §2.3): red for errors, green for information, with a message and a detail line. */
export interface Notification {
  id: number;
  kind: 'error' | 'info';
  message: string;
  detail?: string;
  /**
   * What the message is about (e.g. one Release Workflow). A green message of a topic closes that topic's earlier red
   * ones: the retry succeeded, so the failure no longer describes the record (issue 27 point 7).
   */
  topic?: string;
}

interface NotifyOptions {
  topic?: string;
}

type Listener = (n: Notification) => void;
const listeners = new Set<Listener>();
let nextId = 1;

function emit(kind: Notification['kind'], message: string, detail?: string, topic?: string): void {
  const n: Notification = { id: nextId++, kind, message, detail, ...(topic ? { topic } : {}) };
  listeners.forEach((l) => l(n));
}

/**
 * Screens report feedback here; the shell renders it as the snackbar. shared-ui is a Module Federation singleton,
 * so a remote's notify reaches the shell's snackbar.
 */
export const notify = {
  error(message: string, error?: unknown, options?: NotifyOptions): void {
    emit('error', message, error === undefined ? undefined : errorDetail(error), options?.topic);
  },
  info(message: string, detail?: string, options?: NotifyOptions): void {
    emit('info', message, detail, options?.topic);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
