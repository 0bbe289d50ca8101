import { dictionary } from '@zxcvbn-ts/language-common';
import {
  PASSWORD_IS_EMAIL,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
} from '@qms/shared-api/contract';
import { normaliseEmail } from '../platform/index';

// NIST SP 800-63B §3.1.1.2: at least a minimum length, no composition rules (they make passwords more predictable,
// not stronger), refuse values from lists of commonly used or breached passwords and values derived from the
// account. The list is zxcvbn-ts's "passwords-common" (about 49,000 entries, the most frequent passwords of public
// breach corpora), shipped in a package so nothing is downloaded at run time.

let common: Set<string> | undefined;
const commonPasswords = (): Set<string> =>
  (common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())));

/** Why a new password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string, email: string): string | undefined {
  // counted in code points, as the user sees characters (an emoji is one, not two)
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  const folded = password.normalize('NFKC').trim().toLowerCase();
  if (commonPasswords().has(folded)) return PASSWORD_TOO_COMMON;
  const address = normaliseEmail(email);
  if (folded === address || folded === address.split('@')[0]) return PASSWORD_IS_EMAIL;
  return undefined;
}
