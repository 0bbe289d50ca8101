import { errorDetail } from '@qms/shared-api';

/** A snackbar message (spec 1 §2.3): red for errors, green for information, with a message and a detail line. */
export interface Notification {
  id: number;
  kind: 'error' | 'info';
  message: string;
  detail?: string;
}

type Listener = (n: Notification) => void;
const listeners = new Set<Listener>();
let nextId = 1;

function emit(kind: Notification['kind'], message: string, detail?: string): void {
  const n: Notification = { id: nextId++, kind, message, detail };
  listeners.forEach((l) => l(n));
}

/**
 * Screens report feedback here; the shell renders it as the snackbar. shared-ui is a Module Federation singleton,
 * so a remote's notify reaches the shell's snackbar.
 */
export const notify = {
  error(message: string, error?: unknown): void {
    emit('error', message, error === undefined ? undefined : errorDetail(error));
  },
  info(message: string, detail?: string): void {
    emit('info', message, detail);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
