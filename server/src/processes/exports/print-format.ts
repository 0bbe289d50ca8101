/** Date and time as the controlled documents print them: in UTC, named so (21 CFR Part 11 §11.50 "date and time"). */
export function printedDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** DD.MM.YYYY (the Document History's date format, spec 1 §2.6). */
export function printedDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}.${mm}.${date.getUTCFullYear()}`;
}

export const isReleasedState = (state: string): boolean => state === 'RELEASED' || state === 'OBSOLETE';
