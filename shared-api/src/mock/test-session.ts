import type { Session } from '../client/session-store';

/** A session whose token is no JWT: the mock accepts it (any bearer token) and treats it as an admin. */
export function signedInForTests(): Session {
  return {
    user: {
      userId: 'test-admin',
      email: 'admin@acme.example',
      userName: 'Anna Admin',
      userInitials: 'AA',
      tenantId: 'test-tenant',
      tenantName: 'Acme Medical Devices GmbH',
      roles: ['QMS_ADMIN', 'QMS_VIEWER'],
    },
    getToken: () => Promise.resolve('test-token'),
    logout: () => Promise.resolve(),
  };
}
