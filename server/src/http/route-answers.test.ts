// How registerRoute writes an answer: from the contract's serializer always, re-checked by zod only with
// QMS_CHECK_RESPONSES=true (issue 8). A bare Fastify app with a stub transaction: no database needed.
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import Fastify from 'fastify';
import { z } from 'zod';
import { errorsPlugin } from '../plugins/errors';
import { signInEveryone, stubDb } from '../../test/bare-app';
import { defineRoute, registerRoute } from './route';

async function appAnswering(result: unknown, check: boolean) {
  const previous = process.env.QMS_CHECK_RESPONSES;
  if (check) process.env.QMS_CHECK_RESPONSES = 'true';
  else delete process.env.QMS_CHECK_RESPONSES;
  try {
    const app = Fastify();
    await app.register(errorsPlugin);
    signInEveryone(app);
    registerRoute(
      app,
      stubDb,
      defineRoute({
        method: 'GET',
        url: '/answer',
        service: 'qms',
        access: 'read',
        tenantScoped: false,
        summary: 'test',
        response: z.object({ id: z.string(), name: z.string() }),
        handler: async () => result,
      }),
    );
    await app.ready();
    return app;
  } finally {
    if (previous === undefined) delete process.env.QMS_CHECK_RESPONSES;
    else process.env.QMS_CHECK_RESPONSES = previous;
  }
}

describe('route answers', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  const get = async (result: unknown, check: boolean) => {
    const app = await appAnswering(result, check);
    close = () => app.close();
    return app.inject({ method: 'GET', url: '/qms-api/answer', headers: { authorization: 'Bearer x' } });
  };

  it('writes only the contract fields, checked or not (a column beyond the contract never leaks)', async () => {
    for (const check of [false, true]) {
      const response = await get({ id: '1', name: 'Auditor', tenantSecret: 's3cret' }, check);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { id: '1', name: 'Auditor' });
      assert.doesNotMatch(response.body, /s3cret/);
      await close?.();
      close = undefined;
    }
  });

  it('answers 500 for an answer that breaks the contract when the check is on', async () => {
    const response = await get({ id: '1', name: 42 }, true);
    assert.equal(response.statusCode, 500);
    assert.deepEqual(Object.keys(response.json() as object), ['errorMessage']);
  });
});
