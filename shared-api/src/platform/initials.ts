// In the contract (not the client) so the server stores and signs the same initials the browser shows.
/**
 * The ONE initials rule of the suite (avatar, tenant logo fallback, standalone host, mock accounts, the server's
 * stored user initials and token claims): the first
 * letters of the first two words, so 'Anna Maria Admin' is 'AM' and 'Acme Medical Devices GmbH' is 'AM'.
 * E-mail addresses split at '@', '.', '_' and '-' ('anna.admin@x' is 'AA').
 */
export function initialsOf(name: string): string {
  const words = name.split(/[\s@._-]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}
