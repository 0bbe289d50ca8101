import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hashPassword, verifyPassword } from './passwords';

describe('hashPassword / verifyPassword', () => {
  it('stores a self-describing scrypt hash with a random salt', async () => {
    const first = await hashPassword('AcmeAdmin!2026');
    const second = await hashPassword('AcmeAdmin!2026');
    const parts = first.split('$');
    assert.equal(parts.length, 6);
    assert.deepEqual(parts.slice(0, 4), ['scrypt', '32768', '8', '1']);
    assert.equal(Buffer.from(parts[4]!, 'base64').length, 16);
    assert.equal(Buffer.from(parts[5]!, 'base64').length, 64);
    assert.notEqual(first, second, 'two hashes of one password differ (salt)');
    assert.ok(!first.includes('AcmeAdmin'));
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('AcmeAdmin!2026');
    assert.equal(await verifyPassword(hash, 'AcmeAdmin!2026'), true);
    assert.equal(await verifyPassword(hash, 'AcmeAdmin!2027'), false);
    assert.equal(await verifyPassword(hash, ''), false);
  });

  it('refuses malformed or foreign hashes instead of throwing', async () => {
    assert.equal(await verifyPassword('', 'x'), false);
    assert.equal(await verifyPassword('bcrypt$2b$10$abc', 'x'), false);
    assert.equal(await verifyPassword('scrypt$32768$8$1$$', 'x'), false);
    assert.equal(await verifyPassword('scrypt$1073741824$8$1$c2FsdA==$aGFzaA==', 'x'), false);
  });
});
