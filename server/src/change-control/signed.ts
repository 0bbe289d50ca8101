import type { FastifyRequest } from 'fastify';
import { PASSWORD_REQUIRED, type SessionUser } from '@qms/shared-api/contract';
import { withTenant } from '../db/tenant';
import { badRequest } from '../http/errors';
import { appOf, verifySignaturePassword } from '../signatures/index';
import type { CcContext } from './change-control.service';
import type { ChangeControlHost } from './host';

interface BeforeContext<P, B> {
  params: P;
  body: B;
  user: SessionUser;
  request: FastifyRequest;
}

/**
 * A signed action's `beforeTransaction`: first its checks in a read-only transaction (so a wrong state, a stale
 * dbVersion or a non-participant is told so before any password is asked or counted), then the password against
 * the identity provider (the e-mail too on the first signature of a session). The handler's own transaction checks again under row locks before it writes.
 */
export function signedAction<
  P extends { versionId: string },
  B extends { password?: string; email?: string },
>(host: ChangeControlHost, precheck: (ctx: CcContext, params: P, body: B) => Promise<void>) {
  return {
    beforeTransaction: async ({ params, body, user, request }: BeforeContext<P, B>): Promise<void> => {
      await withTenant(appOf(request).database.db, user.tenantId, (tx) =>
        precheck({ tx, user, host }, params, body),
      );
      if (!body.password) throw badRequest(PASSWORD_REQUIRED);
      await verifySignaturePassword(
        request,
        user,
        { password: body.password, email: body.email },
        { type: host.artifactType, id: params.versionId },
      );
    },
  };
}
