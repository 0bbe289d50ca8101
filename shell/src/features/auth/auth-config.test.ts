import { AuthConfig } from '@qms/shared-api';
import { parseAuthConfig } from './auth-config';

const good = { url: 'http://idp.test', realm: 'qms', clientId: 'qms-web' };

describe('parseAuthConfig (the light check of the sign-in view)', () => {
  it.each([
    ['a complete config', good],
    ['extra fields', { ...good, other: 1 }],
    ['an empty url', { ...good, url: '' }],
    ['no realm', { url: good.url, clientId: good.clientId }],
    ['a numeric client id', { ...good, clientId: 7 }],
    ['null', null],
    ['an array', []],
    ['a string', 'qms'],
    [
      'the realm reset page of an external realm',
      { ...good, passwordResetUrl: 'https://sso.test/realms/qms/x?a=1' },
    ],
    ['a reset page that is no address', { ...good, passwordResetUrl: 'not a url' }],
    ['a script as the reset page', { ...good, passwordResetUrl: 'javascript:alert(1)' }],
    ['a numeric reset page', { ...good, passwordResetUrl: 7 }],
  ])('agrees with the contract schema on %s', (_name, value) => {
    const contract = AuthConfig.safeParse(value);
    if (contract.success) expect(parseAuthConfig(value)).toEqual(contract.data);
    else expect(() => parseAuthConfig(value)).toThrow(/auth\.json has no valid/);
  });
});
