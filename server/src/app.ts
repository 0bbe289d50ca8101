import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { JWSHeaderParameters } from 'jose';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { routesOf } from './route-table';
import { registerRoute, SERVICE_PREFIX } from './http/route';
import { settleAfterCommitWork } from './http/after-commit';
import { identityPlugin, isSessionActive, loadKeyRing, localKeyStore } from './identity/index';
import { ResetMailer } from './plugins/link-mail';
import { authPlugin, createTokenVerifier, remoteJwks, type VerificationKey } from './plugins/auth';
import fastifyMultipart from '@fastify/multipart';
import { bodyParsersPlugin } from './plugins/body-parsers';
import { compressionPlugin } from './plugins/compression';
import { configureFileStorage } from './processes/index';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { requestLogSerializer } from './plugins/logging';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { webPlugin } from './web/index';
import { scheduleTrainingMailSweep } from './training/index';
import { AuditSealer } from './audit/index';
import { securityHeadersPlugin } from './web/index';

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** verification key override (tests sign their own tokens); default: embedded JWKS or the external issuer's */
  verificationKey?: VerificationKey;
  /** false for quiet tests */
  logger?: boolean;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    /** chains the audit trail's entries after commit (audit/sealer.ts) */
    auditSealer: AuditSealer;
  }
}

/** The embedded provider's keys, read through its key store (same JWT checks as for a real Keycloak). */
function embeddedKeys(database: Database): VerificationKey {
  const store = localKeyStore(database.db);
  return async (header: JWSHeaderParameters) => {
    const key = header.kid ? await store.publicKey(header.kid) : undefined;
    if (!key) throw new Error('unknown signing key');
    return key;
  };
}

/**
 * Infrastructure plugins (config, db, errors, auth, OpenAPI) first, then the modules of the mounted services
 * (`qms`, `sr`), then the identity provider and static hosting.
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // reset links and logout hints carry secrets in the query string
            serializers: { req: requestLogSerializer },
          },
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    // a caller's (or proxy's) x-request-id is kept so one id follows a request through every log line
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // routing errors (a malformed URL) skip the error handler: answer them in the same shape
    frameworkErrors: frameworkErrorHandler,
    // errors of Node's HTTP parser (headers or URL over 16 KiB → 431), in the same shape
    clientErrorHandler,
  });
  // a callback hook (every answer; an async one costs a promise and a microtask hop each time, issue 30)
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    done(null, payload);
  });

  // CSP, frame, sniffing, referrer and API caching headers on every response (see web/security-headers.ts)
  await app.register(securityHeadersPlugin, { config });

  app.decorate('config', config);
  app.decorate('database', database);
  await app.register(errorsPlugin);
  // before any route, so every answer is counted (GET /metrics; plugins/metrics.ts)
  const auditSealer = new AuditSealer(database.db, { log: app.log });
  app.decorate('auditSealer', auditSealer);
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    poolStats: database.poolStats,
    register: (registry) => auditSealer.registerMetrics(registry),
  });
  // from start (it first seals what a crash left unsealed) until close, before the database closes
  app.addHook('onReady', async () => auditSealer.start());
  app.addHook('onClose', () => auditSealer.stop());
  // before any route: answers over 1 KiB go out br/gzip (plugins/compression.ts)
  await app.register(compressionPlugin);
  await app.register(bodyParsersPlugin);
  // file uploads (POST /qms-api/storage/{id}/content); the size limit is checked per request from the config
  configureFileStorage(config, database);
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 0, parts: 2 } });
  const verifier = options.verificationKey
    ? createTokenVerifier(config.auth, options.verificationKey)
    : config.auth.external
      ? createTokenVerifier(config.auth, remoteJwks(config.auth))
      : // the embedded provider's tokens also end with their session (logout, reuse, password reset)
        createTokenVerifier(config.auth, embeddedKeys(database), {
          activeSession: (sid) => isSessionActive(database.db, sid),
        });
  await app.register(authPlugin, { verifier });

  const routes = routesOf(config.services);
  await app.register(openApiPlugin, {
    routes,
    docsPrefix: config.services.includes('qms') ? `${SERVICE_PREFIX.qms}/docs` : `${SERVICE_PREFIX.sr}/docs`,
  });

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/ready', { schema: { hide: true } }, async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      return reply.code(503).send({ errorMessage: 'The database is not reachable.' });
    }
  });

  for (const route of routes) registerRoute(app, database.db, route);

  // one mailer for the provider's reset mails, the Users page's invitations and the notifications (SMTP or the
  // outbox); behind an external Keycloak only the notifications use it
  const mailer = new ResetMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.smtpFrom ?? 'QMS <no-reply@qms.invalid>',
  });
  app.decorate('mailer', mailer);
  const identityMailer = config.auth.external ? null : mailer;
  app.decorate('identityMailer', identityMailer);
  // mails sent after a commit are awaited on close, so shutting down does not cut one in half
  app.addHook('onClose', async () => {
    await settleAfterCommitWork();
    if (!identityMailer) mailer.close();
  });

  // the training mails (issue 29.7): a sweep at start and on an interval; claims in the database keep several
  // server processes from sending one mail twice
  if (config.services.includes('qms')) {
    let stopSweep: () => Promise<void> = async () => {};
    app.addHook('onReady', async () => {
      stopSweep = scheduleTrainingMailSweep(
        { db: database.db, mailer, publicUrl: config.publicUrl, log: app.log },
        config.trainingMailSweepMinutes,
      );
    });
    app.addHook('onClose', () => stopSweep());
  }

  if (identityMailer) {
    await app.register(identityPlugin, {
      db: database.db,
      realm: config.auth.realm,
      clientId: config.auth.clientId,
      audience: config.auth.audience,
      // fixed, so the issuer the provider writes is the issuer the APIs expect
      publicUrl: config.publicUrl,
      smtpUrl: config.smtpUrl,
      mailFrom: config.smtpFrom,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
      outboxDir: path.join(config.dataDir, 'outbox'),
      mailer: identityMailer,
      keyRing: await loadKeyRing(process.env, config.dataDir),
    });
  }
  await app.register(webPlugin, { config });
  return app;
}
