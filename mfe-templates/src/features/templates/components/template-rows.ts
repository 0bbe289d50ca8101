import { selectableProcesses, type TemplateSearchResponse, type Template } from '@qms/shared-api';

/** The process filter of the Template Overview (spec 2 §4 "Filters"). */
export type ProcessFilter =
  | { kind: 'all' }
  | { kind: 'unassigned' }
  | { kind: 'process'; artifactId: string };
export const ALL_PROCESSES = 'All Processes';
export const UNASSIGNED = 'Unassigned';

export interface TemplateRow extends Template {
  /** the processes (artifact ids) using this template version, directly or through a template content */
  usedInProcesses: string[];
}

/** One row per template version (ADR 0065), with the processes using it. */
export function toTemplateRows(search: TemplateSearchResponse | undefined): TemplateRow[] {
  if (!search) return [];
  // versions of one template in ascending order (the table sorts by name; equal names keep this order)
  return [...search.templates]
    .sort((a, b) => a.version - b.version)
    .map((t) => ({ ...t, usedInProcesses: search.templatesToSopArtifactIds[t.versionId] ?? [] }));
}

export function filterTemplateRows(rows: readonly TemplateRow[], filter: ProcessFilter): TemplateRow[] {
  if (filter.kind === 'all') return [...rows];
  if (filter.kind === 'unassigned') return rows.filter((r) => r.usedInProcesses.length === 0);
  return rows.filter((r) => r.usedInProcesses.includes(filter.artifactId));
}

/** The processes offered by the filter: the rule of spec 1 §4 (OBSOLETE skipped, RELEASED preferred), by name. */
export function filterProcesses(search: TemplateSearchResponse | undefined) {
  return selectableProcesses(search?.sops ?? []).sort((a, b) =>
    a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }),
  );
}
