import type {
  TrainingMatrixCell,
  TrainingMatrixProcess,
  TrainingStatusFilter,
} from '@qms/shared-api/contract';
import { isOverdue } from '@qms/shared-api/contract';
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

const inForceOn = (v: ReleasedVersion, today: string) => v.effectiveDate === null || v.effectiveDate <= today;

/**
 * The released processes (a RELEASED version exists: a process made obsolete is out) by name. In force: the newest
 * released version whose effective date has come; before the first one's, that first one (it is all there is).
 * Coming: the newest released version after it, whose effective date is still ahead.
 */
export function processColumns(versions: ReleasedVersion[], today: string): TrainingMatrixProcess[] {
  const byArtifact = new Map<string, ReleasedVersion[]>();
  for (const v of versions) byArtifact.set(v.artifactId, [...(byArtifact.get(v.artifactId) ?? []), v]);
  const columns: TrainingMatrixProcess[] = [];
  for (const [artifactId, list] of byArtifact) {
    if (!list.some((v) => v.releaseState === 'RELEASED')) continue;
    const sorted = [...list].sort((a, b) => a.version - b.version);
    const inForceIndex = Math.max(
      0,
      sorted.findLastIndex((v) => inForceOn(v, today)),
    );
    const inForce = sorted[inForceIndex]!;
    const coming = sorted.length - 1 > inForceIndex ? sorted[sorted.length - 1]! : null;
    const pick = (v: ReleasedVersion) => ({
      versionId: v.versionId,
      version: v.version,
      effectiveDate: v.effectiveDate,
    });
    columns.push({
      artifactId,
      name: sorted[sorted.length - 1]!.name,
      inForce: pick(inForce),
      coming: coming ? pick(coming) : null,
    });
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

/** The UTC calendar day: the server's default `today` when the reader does not name theirs. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);
