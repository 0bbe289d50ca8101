// GET /metrics (issue 30.5): the Prometheus text format, checked by Prometheus' own promtool; who may read it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestContext } from '../../test/helpers';

const PROMTOOL = process.env.PROMTOOL ?? 'promtool';

describe('metrics', () => {
  let loopbackOnly: TestContext;
  let withToken: TestContext;

  before(async () => {
    loopbackOnly = await startTestApp();
    withToken = await startTestApp({ metricsToken: 'scrape-secret-1' });
  });
  after(async () => {
    await loopbackOnly.close();
    await withToken.close();
  });

  it('counts answers per route pattern and status, and passes promtool check metrics', async () => {
    const { app } = loopbackOnly;
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/health' });
    await app.inject({ method: 'GET', url: '/qms-api/roles' }); // no token: 401
    await app.inject({ method: 'GET', url: '/qms-api/sops/not-a-uuid/current' });
    const scrape = await app.inject({ method: 'GET', url: '/metrics' });
    assert.equal(scrape.statusCode, 200);
    assert.match(String(scrape.headers['content-type']), /^text\/plain; version=0\.0\.4/);
    const text = scrape.body;
    assert.match(text, /^qms_http_requests_total\{method="GET",route="\/health",status_code="200"\} 3$/m);
    assert.match(
      text,
      /^qms_http_requests_total\{method="GET",route="\/qms-api\/roles",status_code="401"\} 1$/m,
    );
    // the pattern, never the id in the path
    assert.match(text, /route="\/qms-api\/sops\/:artifactId\/current"/);
    assert.doesNotMatch(text, /not-a-uuid/);
    assert.match(
      text,
      /^qms_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/health"/m,
    );
    assert.match(text, /^nodejs_eventloop_lag_seconds /m);
    const check = spawnSync(PROMTOOL, ['check', 'metrics'], { input: text, encoding: 'utf8' });
    assert.ok(
      !check.error,
      `promtool not found (${check.error?.message}): install Debian's prometheus package (.ci/run does)`,
    );
    assert.equal(check.status, 0, `promtool check metrics: ${check.stdout}${check.stderr}`);
  });

  it('answers only loopback clients when no token is configured, whatever X-Forwarded-For says', async () => {
    const { app } = loopbackOnly;
    const remote = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    assert.equal(remote.statusCode, 403);
    assert.match(remote.json<{ errorMessage: string }>().errorMessage, /loopback/);
    const spoofed = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    assert.equal(spoofed.statusCode, 403);
  });

  it('asks for the bearer token of QMS_METRICS_TOKEN when one is configured, from anywhere', async () => {
    const { app } = withToken;
    for (const authorization of [undefined, 'Bearer wrong', 'Bearer scrape-secret-12']) {
      const refused = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      assert.equal(refused.statusCode, 401, String(authorization));
    }
    const scrape = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '10.1.2.3',
      headers: { authorization: 'Bearer scrape-secret-1' },
    });
    assert.equal(scrape.statusCode, 200);
  });
});
