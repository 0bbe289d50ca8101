import { http, HttpResponse } from 'msw';
import { qms } from './util';

/**
 * Read-only mock of the comments and file-storage lists, so screens that show them (process detail) render in Jest
 * and the mock dev backend: no comments, no stored files. Writes are not mocked: tests that write comments or files
 * answer them with their own `server.use(...)` handlers, and the e2e runs against the real server.
 */
export const commentsStorageHandlers = [
  http.get(qms('/comments/:refId/children-comment-count'), () => HttpResponse.json({})),
  http.get(qms('/comments/:refId'), () => HttpResponse.json([])),
  http.get(qms('/storage'), () => HttpResponse.json([])),
  // the server's default QMS_STORAGE_MAX_BYTES
  http.get(qms('/storage/limits'), () => HttpResponse.json({ maxBytes: 50 * 1024 * 1024 })),
];
