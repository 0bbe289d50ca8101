import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PASSWORD_IS_EMAIL, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '@qms/shared-api/contract';
import { passwordProblem } from './password-policy';

describe('password policy (NIST SP 800-63B)', () => {
  it('refuses fewer than 12 characters, counting characters rather than UTF-16 units', () => {
    assert.equal(passwordProblem('elevenchars', 'a@b.de'), PASSWORD_TOO_SHORT);
    assert.equal(passwordProblem('😀😀😀😀😀😀', 'a@b.de'), PASSWORD_TOO_SHORT);
    assert.equal(passwordProblem('twelve chars', 'a@b.de'), undefined);
  });
  it('asks for no composition rules: a long lower-case phrase is fine', () => {
    assert.equal(passwordProblem('correct horse battery staple', 'a@b.de'), undefined);
  });
  it('refuses common passwords of the list, ignoring case', () => {
    assert.equal(passwordProblem('qwerty123456', 'a@b.de'), PASSWORD_TOO_COMMON);
    assert.equal(passwordProblem('1Q2W3E4R5T6Y', 'a@b.de'), PASSWORD_TOO_COMMON);
    assert.equal(passwordProblem('leavemealone', 'a@b.de'), PASSWORD_TOO_COMMON);
  });
  it("refuses the user's own e-mail address (and its local part)", () => {
    assert.equal(
      passwordProblem('Colleague.Name@Example.com', 'colleague.name@example.com'),
      PASSWORD_IS_EMAIL,
    );
    assert.equal(passwordProblem('colleague.name', 'colleague.name@example.com'), PASSWORD_IS_EMAIL);
    assert.equal(
      passwordProblem('long.colleague.name', 'long.colleague.name@example.com'),
      PASSWORD_IS_EMAIL,
    );
  });
});
