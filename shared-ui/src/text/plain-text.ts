/** Plain text of sanitised HTML (tags dropped, entities decoded, whitespace collapsed). */
export function plainText(html: string | null): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The first `length` characters followed by '...' (spec 3 §2 excerpt). */
export function excerpt(text: string, length: number): string {
  return `${text.slice(0, length)}...`;
}
