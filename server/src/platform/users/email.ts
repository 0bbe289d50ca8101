// One normalisation of e-mail addresses for storage, lookup and every throttle key (docs/identity.md,
// "E-mail addresses"). The platform owns the accounts and so their address rules; the identity provider applies
// the same rules to sign-in and reset requests. JavaScript's toLowerCase and SQL's lower() disagree on characters
// such as "İ" (U+0130), so the database only ever compares values normalised here.

/** NFKC, then one case fold (toLowerCase), after trimming. Applied identically everywhere. */
export function normaliseEmail(raw: string): string {
  return raw.trim().normalize('NFKC').toLowerCase();
}

/**
 * True when normalising changes the address only by canonical composition (NFC) and the case of single
 * characters. Refused: compatibility forms (full-width "ｖ", ligatures) and characters whose lower case is
 * longer ("İ" → "i̇"), which would otherwise be separate limit keys for what a reader takes as one address.
 */
export function isCanonicalEmail(raw: string): boolean {
  const composed = raw.trim().normalize('NFC');
  if (composed.normalize('NFKC') !== composed) return false;
  const lower = composed.toLowerCase();
  return [...lower].length === [...composed].length && lower.normalize('NFKC') === lower;
}
