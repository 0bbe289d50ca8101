export { LoginView } from './LoginView';
export { fetchAuthConfig, type AuthConfig } from './auth-config';
export { restoreSession } from './keycloak-session';
export { signedInStore } from './session-signal';
