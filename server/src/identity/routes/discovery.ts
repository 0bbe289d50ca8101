import type { FastifyInstance } from 'fastify';
import {
  BASE,
  OIDC,
  oauthError,
  realmRoute,
  SUPPORTED_SCOPES,
  type IdentityContext,
  type RealmRequest,
} from '../context';

const CLAIMS_SUPPORTED = [
  'iss',
  'sub',
  'aud',
  'exp',
  'iat',
  'sid',
  'email',
  'email_verified',
  'name',
  'preferred_username',
  'user_initials',
  'tenant_id',
  'tenant_name',
];

/** OIDC discovery, the public keys (JWKS) and the authorization endpoint that only points to the login card. */
export function discoveryRoutes(app: FastifyInstance, context: IdentityContext): void {
  const options = realmRoute(context);

  app.get<RealmRequest>(`${BASE}/.well-known/openid-configuration`, options, async (request) => {
    const issuer = context.issuerOf(request);
    const endpoint = `${issuer}/protocol/openid-connect`;
    return {
      issuer,
      authorization_endpoint: `${endpoint}/auth`,
      token_endpoint: `${endpoint}/token`,
      userinfo_endpoint: `${endpoint}/userinfo`,
      end_session_endpoint: `${endpoint}/logout`,
      jwks_uri: `${endpoint}/certs`,
      grant_types_supported: ['password', 'refresh_token'],
      response_types_supported: ['none'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      token_endpoint_auth_methods_supported: ['none'],
      scopes_supported: SUPPORTED_SCOPES,
      claims_supported: CLAIMS_SUPPORTED,
      frontchannel_logout_supported: false,
      backchannel_logout_supported: false,
    };
  });

  app.get<RealmRequest>(`${OIDC}/certs`, options, async (_request, reply) => {
    void reply.header('cache-control', 'no-cache');
    return context.store.jwks(context.now());
  });

  // Sign-in happens in the application's own login card (password grant); there is no login page here.
  app.get<RealmRequest>(`${OIDC}/auth`, options, async (_request, reply) =>
    oauthError(
      reply,
      400,
      'unsupported_response_type',
      'Sign in on the application page; only the password grant is supported.',
    ),
  );
}
