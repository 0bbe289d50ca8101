// Issue 30.8: the answer to a reset request must not tell whether the address has an account. Both paths run the
// same statements before the answer (the throttle); the lookup, token and mail of a known address start only once
// the answer is out. Timing itself is measured by `pnpm bench` (figure `reset`), never asserted here.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { errorsPlugin } from '../plugins/errors';
import { openTestDatabase } from '../../test/helpers';
import {
  CLIENT_ID,
  createTestUser,
  PUBLIC_URL,
  TEST_KEY_RING,
  tempOutbox,
  testClock,
} from '../../test/identity';
import { identityPlugin } from './plugin';

describe('identity: a reset request answers before any work that depends on the address', () => {
  let database: Database;
  let app: FastifyInstance;
  const outboxDir = tempOutbox();
  const events: string[] = [];
  const work = new Set<Promise<void>>();

  before(async () => {
    database = await openTestDatabase();
    app = Fastify();
    // onSend runs once the handler has answered, before the bytes go out
    app.addHook('onSend', async (_request, _reply, payload) => {
      events.push('answer');
      return payload;
    });
    await app.register(errorsPlugin);
    await app.register(identityPlugin, {
      onBackgroundWork: (promise) => {
        events.push('work');
        work.add(promise);
      },
      db: database.db,
      realm: 'qms',
      clientId: CLIENT_ID,
      audience: 'qms-api',
      publicUrl: PUBLIC_URL,
      outboxDir,
      keyRing: TEST_KEY_RING,
      now: testClock().now,
    });
    await app.ready();
    await createTestUser(database.db, 'walter@globex.example', 'GlobexViewer!2026', {
      displayName: 'Walter Viewer',
      tenantName: 'Globex Pharma AG',
    });
  });
  after(async () => {
    await app.close();
    await database.close();
    rmSync(path.dirname(outboxDir), { recursive: true, force: true });
  });

  for (const [kind, email] of [
    ['a known', 'walter@globex.example'],
    ['an unknown', 'nobody@globex.example'],
  ] as const) {
    it(`${kind} address: the work starts after the answer`, async () => {
      events.length = 0;
      const response = await app.inject({
        method: 'POST',
        url: '/realms/qms/password-reset',
        payload: { email },
      });
      assert.equal(response.statusCode, 204);
      await Promise.allSettled([...work]);
      assert.deepEqual(events, ['answer', 'work']);
    });
  }
});
