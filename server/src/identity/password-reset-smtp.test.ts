import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { openTestDatabase } from '../../test/helpers';
import { buildIdentityApp, createTestUser, PUBLIC_URL } from '../../test/identity';
import { startSmtpServer } from '../../test/smtp';

describe('identity: password reset by SMTP', () => {
  let database: Database;
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  before(async () => {
    smtp = await startSmtpServer();
    database = await openTestDatabase();
    app = await buildIdentityApp(database.db, {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      mailFrom: 'QMS Test <qms@example.test>',
    });
    await createTestUser(database.db, 'greta@globex.example', 'GlobexAdmin!2026', {
      displayName: 'Greta Admin',
    });
  });
  after(async () => {
    await app.close();
    await database.close();
    await smtp.close();
  });

  it('sends the reset link to the user by SMTP when SMTP_URL is set', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/realms/qms/password-reset',
      payload: { email: 'greta@globex.example' },
    });
    assert.equal(response.statusCode, 204);
    for (let i = 0; i < 100 && smtp.mails.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    assert.equal(smtp.mails.length, 1);
    const [mail] = smtp.mails;
    assert.match(mail!.from, /qms@example\.test/);
    assert.match(mail!.to.join(), /greta@globex\.example/);
    const body = mail!.data.replace(/=\n/g, '');
    assert.match(body, new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/reset-password\\?token=[\\w-]+`));
  });

  it('sends nothing for an unknown address, with the same answer', async () => {
    const before = smtp.mails.length;
    const response = await app.inject({
      method: 'POST',
      url: '/realms/qms/password-reset',
      payload: { email: 'nobody@globex.example' },
    });
    assert.equal(response.statusCode, 204);
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(smtp.mails.length, before);
  });
});
