import { http, HttpResponse } from 'msw';
import { initialsOf } from '../../platform/initials';
import { decodeJwtPayload } from './util';

interface MockAccount {
  sub: string;
  email: string;
  password: string;
  name: string;
  tenantId: string;
  tenantName: string;
  roles: string[];
}

/** The demo accounts of the server's seed, so the shell can sign in against the mock with the README credentials. */
const accounts: MockAccount[] = [
  {
    sub: 'mock-acme-admin',
    email: 'admin@acme.example',
    password: 'AcmeAdmin!2026',
    name: 'Anna Admin',
    tenantId: 'mock-acme',
    tenantName: 'Acme Medical Devices GmbH',
    roles: ['QMS_ADMIN', 'QMS_VIEWER'],
  },
  {
    sub: 'mock-acme-viewer',
    email: 'viewer@acme.example',
    password: 'AcmeViewer!2026',
    name: 'Victor Viewer',
    tenantId: 'mock-acme',
    tenantName: 'Acme Medical Devices GmbH',
    roles: ['QMS_VIEWER'],
  },
  {
    sub: 'mock-globex-admin',
    email: 'admin@globex.example',
    password: 'GlobexAdmin!2026',
    name: 'Greta Admin',
    tenantId: 'mock-globex',
    tenantName: 'Globex Pharma AG',
    roles: ['QMS_ADMIN', 'QMS_VIEWER'],
  },
  {
    sub: 'mock-globex-viewer',
    email: 'viewer@globex.example',
    password: 'GlobexViewer!2026',
    name: 'Walter Viewer',
    tenantId: 'mock-globex',
    tenantName: 'Globex Pharma AG',
    roles: ['QMS_VIEWER'],
  },
];

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Unsigned JWTs: keycloak-js only decodes tokens, and the mock trusts itself. Never used against a real server. */
function jwt(claims: Record<string, unknown>): string {
  return `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.mock`;
}

function tokenResponse(account: MockAccount, issuer: string): HttpResponse<Record<string, unknown>> {
  const now = Math.floor(Date.now() / 1000);
  const common = { iss: issuer, sub: account.sub, iat: now, azp: 'qms-web', sid: crypto.randomUUID() };
  const profile = {
    email: account.email,
    name: account.name,
    preferred_username: account.email,
    user_initials: initialsOf(account.name),
    tenant_id: account.tenantId,
    tenant_name: account.tenantName,
  };
  return HttpResponse.json({
    access_token: jwt({
      ...common,
      ...profile,
      exp: now + 300,
      typ: 'Bearer',
      aud: ['qms-api'],
      realm_access: { roles: account.roles },
    }),
    refresh_token: jwt({ ...common, exp: now + 1800, typ: 'Refresh', aud: issuer, jti: crypto.randomUUID() }),
    id_token: jwt({ ...common, ...profile, exp: now + 300, typ: 'ID', aud: 'qms-web' }),
    token_type: 'Bearer',
    expires_in: 300,
    refresh_expires_in: 1800,
    scope: 'openid profile email',
  });
}

const invalidGrant = (description: string) =>
  HttpResponse.json({ error: 'invalid_grant', error_description: description }, { status: 401 });

/** The embedded identity provider's endpoints, enough for the shell's login, refresh, logout and reset card. */
export const authHandlers = [
  http.get('*/config/auth.json', ({ request }) =>
    HttpResponse.json({ url: new URL(request.url).origin, realm: 'qms', clientId: 'qms-web' }),
  ),
  http.post('*/realms/qms/protocol/openid-connect/token', async ({ request }) => {
    const issuer = `${new URL(request.url).origin}/realms/qms`;
    const form = new URLSearchParams(await request.text());
    if (form.get('grant_type') === 'password') {
      const account = accounts.find(
        (a) => a.email === form.get('username')?.toLowerCase() && a.password === form.get('password'),
      );
      return account ? tokenResponse(account, issuer) : invalidGrant('Invalid user credentials');
    }
    if (form.get('grant_type') === 'refresh_token') {
      const claims = decodeJwtPayload(form.get('refresh_token') ?? '');
      const account = accounts.find((a) => a.sub === claims?.sub);
      return account ? tokenResponse(account, issuer) : invalidGrant('Invalid refresh token');
    }
    return HttpResponse.json({ error: 'unsupported_grant_type' }, { status: 400 });
  }),
  http.post('*/realms/qms/protocol/openid-connect/logout', () => new HttpResponse(null, { status: 204 })),
  http.post('*/realms/qms/password-reset', () => new HttpResponse(null, { status: 204 })),
  http.post('*/realms/qms/password-reset/confirm', () => new HttpResponse(null, { status: 204 })),
];
