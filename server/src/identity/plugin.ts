import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { ResetMailer } from '../plugins/link-mail';
import type { IdentityContext } from './context';
import { registerKeyRing, type KeyRing } from './key-encryption';
import { encryptStoredSigningKeys, localKeyStore } from './keys';
import { PURGE_INTERVAL_MS, purgeExpiredIdentityData } from './purge';
import { discoveryRoutes } from './routes/discovery';
import { passwordResetRoutes } from './routes/password-reset';
import { sessionRoutes } from './routes/session';
import { tokenRoutes } from './routes/token';
import { normaliseStoredEmails } from './users';

export interface IdentityPluginOptions {
  db: Db;
  /** realm name in the URLs and the issuer (`qms`) */
  realm: string;
  /** the one public client (`qms-web`) */
  clientId: string;
  /** audience of access tokens (`qms-api`) */
  audience: string;
  /** public origin (no trailing slash); without it the request's origin is used for the issuer and links */
  publicUrl?: string;
  /** smtp(s)://user:pass@host:port — without it, reset mails are written into `outboxDir` */
  smtpUrl?: string;
  outboxDir: string;
  /** sender of reset mails */
  mailFrom?: string;
  accessTokenTtlSeconds?: number;
  /** idle lifetime of a session: a refresh token is valid this long after the last refresh */
  refreshTokenTtlSeconds?: number;
  /** absolute lifetime of a session (Keycloak's "SSO Session Max", default 10 hours) */
  sessionMaxSeconds?: number;
  /** the key-encryption key(s) of the private signing keys (key-encryption.ts: loadKeyRing) */
  keyRing: KeyRing;
  /** clock, for tests of expiry and throttling */
  now?: () => Date;
  /** tests: a mailer in place of SMTP/outbox */
  mailer?: Pick<ResetMailer, 'send' | 'close'>;
  /** how often a running server purges ended sessions (default PURGE_INTERVAL_MS; tests set a short one) */
  purgeIntervalMs?: number;
  /** tests: told of work done after an answer (reset mails) and of each periodic purge, to wait for it */
  onBackgroundWork?: (work: Promise<void>) => void;
}

/**
 * The embedded Keycloak-compatible identity provider: discovery and JWKS, the token endpoint (password and
 * refresh_token grants), session endpoints (logout, userinfo) and password reset, each in routes/. Register
 * it without a prefix; it is encapsulated (its form-body parser stays inside).
 */
export async function identityPlugin(app: FastifyInstance, options: IdentityPluginOptions): Promise<void> {
  const { db } = options;
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  const origin = (request: FastifyRequest): string => publicUrl ?? `${request.protocol}://${request.host}`;
  const issuerOf = (request: FastifyRequest): string => `${origin(request)}/realms/${options.realm}`;
  const accessTokenTtlSeconds = options.accessTokenTtlSeconds ?? 300;
  const context: IdentityContext = {
    db,
    realm: options.realm,
    clientId: options.clientId,
    audience: options.audience,
    store: localKeyStore(db),
    mailer:
      (options.mailer as ResetMailer | undefined) ??
      new ResetMailer({
        smtpUrl: options.smtpUrl,
        outboxDir: options.outboxDir,
        from: options.mailFrom ?? 'QMS <no-reply@qms.invalid>',
      }),
    smtp: Boolean(options.smtpUrl),
    accessTokenTtlSeconds,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 1800,
    sessionMaxSeconds: options.sessionMaxSeconds ?? 36000,
    now: options.now ?? (() => new Date()),
    origin,
    issuerOf,
    settingsOf: (request) => ({
      issuer: issuerOf(request),
      clientId: options.clientId,
      audience: options.audience,
      accessTokenTtlSeconds,
    }),
  };

  // work after an answer (reset mails) is awaited on close, so shutting down does not cut a mail in half
  const pending = new Set<Promise<void>>();
  const background = (work: Promise<void>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
    options.onBackgroundWork?.(work);
  };

  let purgeTimer: NodeJS.Timeout | undefined;
  registerKeyRing(db, options.keyRing);
  await app.register(formbody);
  app.addHook('onReady', async () => {
    const encrypted = await encryptStoredSigningKeys(db);
    if (encrypted > 0) app.log.info({ keys: encrypted }, 'identity: signing keys (re-)encrypted at rest');
    await context.store.signingKey();
    await normaliseStoredEmails(db, app.log);
    await purgeExpiredIdentityData(db, context.now());
    purgeTimer = setInterval(
      () =>
        background(
          purgeExpiredIdentityData(db, context.now()).catch((error: unknown) =>
            app.log.error({ err: error }, 'identity: purging expired sessions failed'),
          ),
        ),
      options.purgeIntervalMs ?? PURGE_INTERVAL_MS,
    );
    // never what keeps a process alive
    purgeTimer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
    await Promise.allSettled([...pending]);
    context.mailer.close();
  });

  discoveryRoutes(app, context);
  tokenRoutes(app, context);
  sessionRoutes(app, context);
  passwordResetRoutes(app, context, background);
}
