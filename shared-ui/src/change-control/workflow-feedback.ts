import { notify } from '../notify/notify';

/**
 * The Release Workflow's snackbar feedback for one document (issue 27 point 7): each failure is reported with its
 * §8 message and rethrown (the signature dialog shows the reason), each success is confirmed in green, and that
 * green message closes the document's earlier red ones, which the successful retry has made stale.
 */
export interface WorkflowFeedback {
  report: <T>(message: string, call: () => Promise<T>) => Promise<T>;
  succeed: (message: string) => void;
}

export function workflowFeedback(topic: string): WorkflowFeedback {
  return {
    async report(message, call) {
      try {
        return await call();
      } catch (error) {
        notify.error(message, error, { topic });
        throw error;
      }
    },
    succeed: (message) => notify.info(message, undefined, { topic }),
  };
}
