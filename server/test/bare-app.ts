import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/database';

/** A signed-in QMS admin for bare Fastify apps that register routes without the auth plugin. */
export const bareUser = {
  userId: 'u1',
  email: 'a@example.com',
  userName: 'A',
  userInitials: 'A',
  tenantId: '00000000-0000-4000-8000-000000000001',
  tenantName: 'Acme',
  roles: ['QMS_ADMIN'],
};

/** withTenant's settings statement goes to this stub; handlers of such tests never touch the transaction. */
export const stubDb = {
  transaction: (work: (tx: unknown) => unknown) => work({ execute: async () => {} }),
} as unknown as Db;

/** What registerRoute's auth step needs on a bare app: every bearer token is `bareUser`. */
export function signInEveryone(app: FastifyInstance): void {
  app.decorate('tokenVerifier', { verify: async () => bareUser, signedInAt: async () => null });
  app.decorateRequest('sessionUser', null);
}
