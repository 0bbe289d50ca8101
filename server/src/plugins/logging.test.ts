import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { redactUrl, requestLogSerializer } from './logging';

describe('request log serializer', () => {
  it('logs method, url, host and peer, with secret query values redacted', () => {
    const logged = requestLogSerializer({
      method: 'GET',
      url: '/reset-password?token=s3cret&lang=de',
      host: 'qms.test',
      ip: '10.0.0.7',
      socket: { remotePort: 51234 },
    });
    assert.deepEqual(logged, {
      method: 'GET',
      url: '/reset-password?token=[redacted]&lang=de',
      host: 'qms.test',
      remoteAddress: '10.0.0.7',
      remotePort: 51234,
    });
    assert.ok(!JSON.stringify(logged).includes('s3cret'));
  });

  it('redacts every sensitive key, whatever its case or encoding, and leaves other URLs alone', () => {
    assert.equal(
      redactUrl(
        '/realms/qms/protocol/openid-connect/logout?id_token_hint=eyJ.x.y&post_logout_redirect_uri=%2F',
      ),
      '/realms/qms/protocol/openid-connect/logout?id_token_hint=[redacted]&post_logout_redirect_uri=%2F',
    );
    assert.equal(
      redactUrl('/x?refresh_token=a&CODE=b&%74oken=c&state=d'),
      '/x?refresh_token=[redacted]&CODE=[redacted]&%74oken=[redacted]&state=d',
    );
    assert.equal(redactUrl('/qms-api/roles'), '/qms-api/roles');
    assert.equal(redactUrl('/qms-api/roles?name=token'), '/qms-api/roles?name=token');
  });
});
