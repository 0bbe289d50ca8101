import assert from 'node:assert/strict';
import { once } from 'node:events';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { openTestDatabase } from '../../test/helpers';
import { buildIdentityApp, createTestUser, PUBLIC_URL } from '../../test/identity';

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** A minimal SMTP server on loopback: just enough of RFC 5321 for nodemailer to deliver one plain mail. */
async function startSmtpServer(): Promise<{
  port: number;
  mails: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    socket.write('220 test-smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            mails.push(mail);
            mail = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else {
            mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') mail.from = line;
        if (verb === 'RCPT') mail.to.push(line);
        if (verb === 'DATA') inData = true;
        if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(verb === 'DATA' ? '354 go ahead\r\n' : '250 ok\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as net.AddressInfo).port;
  return { port, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

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
