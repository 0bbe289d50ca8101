import { SignatureSession } from '@qms/shared-api/contract';
import { defineRoute, type AnyRoute } from '../http/route';
import { isFirstSignatureOfSession } from './session';

// The generated route checks' rows for these routes: signatures.examples.ts.

export const signaturesRoutes: AnyRoute[] = [
  defineRoute({
    service: 'qms',
    tenantScoped: true,
    tags: ['Signatures'],
    method: 'GET',
    url: '/signatures/session',
    access: 'read',
    summary:
      "Whether the signed-in user's next signature is the first of the session (it then needs the e-mail too)",
    response: SignatureSession,
    handler: async ({ user, request, tx }) => ({
      emailRequired: await isFirstSignatureOfSession(request, user, tx),
    }),
  }),
];
