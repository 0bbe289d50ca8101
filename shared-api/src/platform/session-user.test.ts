import { initialsOf } from './initials';
import { userFromClaims } from './session-user';

describe('userFromClaims', () => {
  it('maps the access-token claims onto the session user', () => {
    expect(
      userFromClaims({
        sub: 'u1',
        email: 'anna@acme.example',
        name: 'Anna Admin',
        user_initials: 'AA',
        tenant_id: 't1',
        tenant_name: 'Acme Medical Devices GmbH',
        realm_access: { roles: ['QMS_ADMIN', 'QMS_VIEWER'] },
      }),
    ).toEqual({
      userId: 'u1',
      email: 'anna@acme.example',
      userName: 'Anna Admin',
      userInitials: 'AA',
      tenantId: 't1',
      tenantName: 'Acme Medical Devices GmbH',
      roles: ['QMS_ADMIN', 'QMS_VIEWER'],
    });
  });

  it('accepts space-separated roles and derives missing initials', () => {
    const user = userFromClaims({
      sub: 'u2',
      name: 'Victor Viewer',
      realm_access: { roles: 'QMS_VIEWER SR_LICENSED' },
    });
    expect(user.roles).toEqual(['QMS_VIEWER', 'SR_LICENSED']);
    expect(user.userInitials).toBe('VV');
    expect(initialsOf('Acme Medical Devices GmbH')).toBe('AM');
  });
});

describe('initialsOf', () => {
  it('is one rule for every caller: the first letters of the first two words', () => {
    expect(initialsOf('Anna Maria Admin')).toBe('AM');
    expect(userFromClaims({ name: 'Anna Maria Admin' }).userInitials).toBe('AM');
    expect(initialsOf('anna.admin@acme.example')).toBe('AA');
    expect(initialsOf('')).toBe('');
  });
});
