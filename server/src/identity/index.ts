// The embedded Keycloak-compatible identity provider (docs/identity.md). Not mounted when AUTH_ISSUER
// names an external Keycloak (docs/keycloak/README.md).
export { identityPlugin, type IdentityPluginOptions } from './plugin';
export { hashPassword, verifyPassword } from './passwords';
export { getLocalJwks, localKeyStore, rotateSigningKey, LocalKeyStore } from './keys';
export { purgeExpiredIdentityData } from './purge';
export { isSessionActive } from './session-check';
export { loadKeyRing, type KeyRing } from './key-encryption';

/** The embedded provider serves sign-in unless an external issuer (a real Keycloak realm) is configured. */
export function isEmbeddedIdentity(env: NodeJS.ProcessEnv = process.env): boolean {
  return !env.AUTH_ISSUER?.trim();
}
// what signatures, the route table (forgetSessions for the platform) and the server's startup use of the provider;
// the platform imports nothing of identity (docs/adr/0122)
export { reserveAttempts } from './attempts';
export { verifyAgainstDummy } from './passwords';
export { FORGET_SESSIONS, forgetSessions, listenForSiblingRevocations } from './session-check';
export { LOGIN_EMAIL_POLICY, LOGIN_IP_POLICY, clearFailures, releaseAttempt, throttleKeys } from './throttle';
export { findUser } from './users';
