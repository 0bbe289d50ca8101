import type {
  TrainingMatrixCell,
  TrainingMatrixProcess,
  TrainingStatusFilter,
} from '@qms/shared-api/contract';
import { isOverdue, versionsInForce } from '@qms/shared-api/contract';
import type { MatrixAssignment } from './matrix.repository';

// The matrix's rules (issue 29.5), pure so they are tested without a database: which released version of a
// process is in force on a day, and what a user's status on it is.

export interface ReleasedVersion {
  artifactId: string;
  versionId: string;
  version: number;
  name: string;
  releaseState: 'RELEASED' | 'OBSOLETE';
  /** null: released before effective dates existed, or without a release record (in force since released) */
  effectiveDate: string | null;
}

/**
 * The released processes (a RELEASED version exists: a process made obsolete is out) by name, each with the version
 * in force (the suite's one rule, `versionsInForce`; every version here was released, and one without an effective
 * date is in force since then) and the newest one still to come. Before the first version's effective date there
 * is none in force yet: the column shows that first version, the one being trained on.
 */
export function processColumns(versions: ReleasedVersion[], today: string): TrainingMatrixProcess[] {
  const byArtifact = new Map<string, ReleasedVersion[]>();
  for (const v of versions) byArtifact.set(v.artifactId, [...(byArtifact.get(v.artifactId) ?? []), v]);
  const columns: TrainingMatrixProcess[] = [];
  for (const [artifactId, list] of byArtifact) {
    if (!list.some((v) => v.releaseState === 'RELEASED')) continue;
    const { inForce, coming } = versionsInForce(
      list.map((v) => ({ ...v, completed: true })),
      today,
    );
    const shown = inForce ?? coming[0]!;
    const next = coming.filter((c) => c.version > shown.version).at(-1) ?? null;
    const newest = list.reduce((a, b) => (b.version > a.version ? b : a));
    columns.push({ artifactId, name: newest.name, inForce: shown, coming: next });
  }
  return columns.sort((a, b) => a.name.localeCompare(b.name) || a.artifactId.localeCompare(b.artifactId));
}

/**
 * A user's status on a process from their assignments of it: OPEN for an open assignment on the version in force
 * or a newer one (the newest), else TRAINED when confirmed on the version in force or newer, OUTDATED when
 * confirmed only on older versions, else NONE. An open assignment of a superseded version is no duty any more.
 */
export function cellOf(process: TrainingMatrixProcess, assignments: MatrixAssignment[]): TrainingMatrixCell {
  const newestFirst = [...assignments].sort((a, b) => b.version - a.version);
  const confirmed = newestFirst.find((a) => a.state === 'CONFIRMED');
  const open = newestFirst.find((a) => a.state === 'OPEN' && a.version >= process.inForce.version);
  const base = { artifactId: process.artifactId, confirmedAt: confirmed?.confirmedAt ?? null };
  if (open) return { ...base, status: 'OPEN', version: open.version, dueDate: open.dueDate };
  if (!confirmed) return { ...base, status: 'NONE', version: null, dueDate: null };
  return {
    ...base,
    status: confirmed.version >= process.inForce.version ? 'TRAINED' : 'OUTDATED',
    version: confirmed.version,
    dueDate: null,
  };
}

/** Whether a cell matches the status filter (OVERDUE: open with its due date over on `today`). */
export function matchesStatus(
  cell: TrainingMatrixCell,
  status: TrainingStatusFilter,
  today: string,
): boolean {
  const overdue = cell.status === 'OPEN' && isOverdue(cell.dueDate, today);
  if (status === 'OVERDUE') return overdue;
  return cell.status === status;
}
