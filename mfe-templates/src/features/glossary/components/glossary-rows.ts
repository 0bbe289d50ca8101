import type { TermSearchEntry } from '@qms/shared-api';

/** A glossary row: the term with the other processes that define a term of the same name (ignoring case). */
export interface GlossaryRow extends TermSearchEntry {
  otherProcesses: { sopVersionId: string; sopName: string }[];
}

const key = (term: string) => term.trim().toLocaleLowerCase();

/** Adds to each term the processes (other than its own) that define the same term, ignoring case (spec 2 §5). */
export function toGlossaryRows(entries: readonly TermSearchEntry[]): GlossaryRow[] {
  const byTerm = new Map<string, TermSearchEntry[]>();
  for (const entry of entries) byTerm.set(key(entry.term), [...(byTerm.get(key(entry.term)) ?? []), entry]);
  return entries.map((entry) => {
    const seen = new Set<string>([entry.sopArtifactId]);
    const otherProcesses = (byTerm.get(key(entry.term)) ?? []).flatMap((other) => {
      if (seen.has(other.sopArtifactId)) return [];
      seen.add(other.sopArtifactId);
      return [{ sopVersionId: other.sopVersionId, sopName: other.sopName }];
    });
    return { ...entry, otherProcesses };
  });
}

/** The search: case-insensitive substring of term, abbreviation or definition (ADR 0073). */
export function matchesGlossarySearch(row: TermSearchEntry, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [row.term, row.abbreviation, row.definition].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}
