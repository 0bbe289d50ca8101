import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAuthEvent } from '../../audit/index';
import { setAccountPassword } from '../../platform/index';
import { badRequest, HttpError, unsupportedMediaType } from '../../http/errors';
import { reserveAttempts } from '../attempts';
import { BASE, realmRoute, type IdentityContext, type RealmRequest } from '../context';
import { isCanonicalEmail, normaliseEmail } from '../../platform/index';
import { objectOf, ResetConfirmBody, ResetRequestBody } from '../inputs';
import { consumeResetToken, createResetToken, INVALID_RESET_LINK, resetTokenOwner } from '../password-reset';
import { hashPassword } from '../passwords';
import { selfContainedPagePolicy } from '../../web/index';
import { resetPasswordPage } from '../reset-page';
import { revokeUserSessions } from '../sessions';
import { clearFailures, RESET_EMAIL_POLICY, RESET_IP_POLICY, throttleKeys } from '../throttle';
import { passwordProblem } from '../password-policy';
import { findUser, findUserByEmail } from '../users';

export const INVALID_EMAIL = 'This is not a valid e-mail address.';

function isJson(request: FastifyRequest): boolean {
  const type = String(request.headers['content-type'] ?? '');
  return /^application\/json\s*(;|$)/i.test(type);
}

/**
 * Password reset: the request (always 204, whether or not the address exists), the page of the link and the
 * confirmation. Failures go through the central error handler (`{ errorMessage }`).
 */
export function passwordResetRoutes(
  app: FastifyInstance,
  context: IdentityContext,
  background: (work: Promise<void>) => void,
): void {
  const { db } = context;
  const options = realmRoute(context);

  /** Looks the address up and sends the mail; runs after the answer, so neither step shows in its timing. */
  async function sendResetMail(request: FastifyRequest, email: string, at: Date): Promise<void> {
    const user = await findUserByEmail(db, email);
    // a disabled account gets no link: setting a password would not let its owner in anyway
    if (!user || user.disabledAt) return;
    await recordAuthEvent(db, {
      ...user,
      event: 'PASSWORD_RESET_REQUESTED',
      outcome: 'success',
      clientIp: request.ip,
    });
    const token = await createResetToken(db, user, at);
    const result = await context.mailer.send(
      {
        to: user.email,
        name: user.displayName,
        link: `${context.origin(request)}/reset-password?token=${token}`,
      },
      at,
    );
    if (result.via === 'outbox')
      request.log.info({ file: result.file }, 'identity: password reset mail written to the outbox');
    else request.log.info('identity: password reset mail sent by SMTP');
  }

  // The lookup, token and mail of a reset request, keyed by its request: started only once the answer is out
  // (onResponse below), so no part of them shares the answer's time, for known and unknown addresses alike.
  const afterAnswer = new WeakMap<FastifyRequest, () => Promise<void>>();

  app.post<RealmRequest>(
    `${BASE}/password-reset`,
    {
      ...options,
      onResponse: async (request) => {
        const work = afterAnswer.get(request);
        if (!work) return;
        afterAnswer.delete(request);
        // a turn of the event loop later: PGlite runs queries on this thread, and the answer's last callbacks
        // (the socket's, a test's inject) must not wait behind the lookup
        background(
          new Promise<void>((resolve) => setImmediate(resolve))
            .then(work)
            .catch((error: unknown) =>
              request.log.error({ err: error }, 'identity: password reset mail could not be sent'),
            ),
        );
      },
    },
    async (request, reply) => {
      // JSON only: a cross-site HTML form (urlencoded, no preflight) must not be able to send reset mails
      if (!isJson(request)) throw unsupportedMediaType('Content type must be application/json.');
      const { email: given } = ResetRequestBody.parse(objectOf(request.body));
      if (!isCanonicalEmail(given)) throw badRequest(INVALID_EMAIL);
      const email = normaliseEmail(given);
      const at = context.now();
      const reserved = await reserveAttempts(
        db,
        [throttleKeys.resetIp(request.ip), RESET_IP_POLICY],
        [throttleKeys.resetEmail(email), RESET_EMAIL_POLICY],
        at,
      );
      if (!reserved.ok) {
        void reply.header('retry-after', String(reserved.retryAfterSeconds));
        throw new HttpError(
          429,
          `Too many password reset requests. Try again in ${reserved.retryAfterSeconds} seconds.`,
        );
      }
      // the same answer at the same point for known and unknown addresses: the lookup, the token and the mail
      // (outbox or SMTP) start once it is sent (issue 30.8: started before, they shared its time)
      afterAnswer.set(request, () => sendResetMail(request, email, at));
      return reply.code(204).send();
    },
  );

  app.post<RealmRequest>(`${BASE}/password-reset/confirm`, options, async (request, reply) => {
    const { token, password } = ResetConfirmBody.parse(objectOf(request.body));
    const at = context.now();
    // a cheap look first, so a guessed token costs no password hashing
    const owner = await resetTokenOwner(db, token, at);
    const account = owner && (await findUser(db, owner.tenantId, owner.userId));
    if (!owner || !account || account.disabledAt) throw badRequest(INVALID_RESET_LINK);
    // the link stays usable after a refused password: the page says why, the user tries another one
    const problem = passwordProblem(password, account.email);
    if (problem) throw badRequest(problem);
    const passwordHash = await hashPassword(password);
    // using the token, setting the password and ending the sessions succeed or fail together: a failure
    // must not burn the link
    const changed = await db.transaction(async (tx) => {
      const owner = await consumeResetToken(tx, token, at);
      if (!owner) return undefined;
      const email = await setAccountPassword(tx, owner, passwordHash, at);
      if (email === undefined) return undefined;
      await revokeUserSessions(tx, owner, 'password reset', at);
      return { ...owner, email };
    });
    if (!changed) throw badRequest(INVALID_RESET_LINK);
    // proving access to the mailbox lifts the sign-in lock for this address
    await clearFailures(db, throttleKeys.loginEmail(changed.email));
    request.log.info({ userId: changed.userId }, 'identity: password changed by reset link');
    await recordAuthEvent(db, {
      ...changed,
      event: owner.purpose === 'invitation' ? 'INVITATION_ACCEPTED' : 'PASSWORD_RESET_COMPLETED',
      outcome: 'success',
      clientIp: request.ip,
    });
    return reply.code(204).send();
  });

  // the reset link's page and the invitation link's page: the same form, their own words
  for (const [url, kind] of [
    ['/reset-password', 'reset'],
    ['/set-password', 'invitation'],
  ] as const) {
    const page = resetPasswordPage(context.realm, kind);
    const pagePolicy = selfContainedPagePolicy(page);
    app.get(url, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header('x-frame-options', 'DENY')
        // its inline script by hash: the suite's policy allows no inline script
        .header('content-security-policy', pagePolicy)
        .send(page),
    );
  }
}
