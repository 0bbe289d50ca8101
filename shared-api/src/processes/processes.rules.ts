/**
 * The state rules of spec 1 §4, written once for the server (which enforces them) and the screens (which offer
 * only the actions they allow). Pure functions, no I/O.
 */
import type { ReleaseState } from '../common/release-state';
import type { BlockVersionState } from './blocks.contract';
import { PROCESS_LABELS } from './processes.messages';
import type { SopTerm } from './terms.contract';

/** 'In work' means DRAFT or IN_RELEASE. */
export const isInWork = (state: ReleaseState): boolean => state === 'DRAFT' || state === 'IN_RELEASE';
/** Edits are allowed only in DRAFT and only for a quality-management admin. */
export const isEditable = (state: ReleaseState, isAdmin: boolean): boolean => isAdmin && state === 'DRAFT';
/** Only DRAFT can be deleted. */
export const isDeletable = (state: ReleaseState): boolean => state === 'DRAFT';

// ---------------------------------------------------------------- blocks

/** What saving an edit does: an UNCHANGED block first gets a new version (UPDATED); DELETED is not editable. */
export function blockEditOutcome(state: BlockVersionState): 'new-version' | 'update' | null {
  if (state === 'UNCHANGED') return 'new-version';
  if (state === 'CREATED' || state === 'UPDATED') return 'update';
  return null;
}

/**
 * What the delete action does: UNCHANGED is marked DELETED (undo restores it); CREATED is removed; UPDATED loses
 * its new version, i.e. it is reverted to the previous, UNCHANGED one; DELETED offers undo instead.
 */
export function blockDeleteOutcome(state: BlockVersionState): 'mark-deleted' | 'remove' | 'revert' | null {
  if (state === 'UNCHANGED') return 'mark-deleted';
  if (state === 'CREATED') return 'remove';
  if (state === 'UPDATED') return 'revert';
  return null;
}

/** The state after undoing a deletion (only DELETED blocks are undone, back to UNCHANGED). */
const blockStateAfterUndo = (state: BlockVersionState): BlockVersionState | null =>
  state === 'DELETED' ? 'UNCHANGED' : null;

/** The block state after each action, for display and tests. */
export function blockStateAfter(
  state: BlockVersionState,
  action: 'edit' | 'delete' | 'undo',
): BlockVersionState | 'REMOVED' | null {
  if (action === 'undo') return blockStateAfterUndo(state);
  if (action === 'edit') {
    const outcome = blockEditOutcome(state);
    return outcome === 'new-version' ? 'UPDATED' : outcome === 'update' ? state : null;
  }
  const outcome = blockDeleteOutcome(state);
  if (outcome === 'mark-deleted') return 'DELETED';
  if (outcome === 'remove') return 'REMOVED';
  if (outcome === 'revert') return 'UNCHANGED';
  return null;
}

/** Which block actions apply (spec 1 §4 "Blocks"), before the process's own editability is considered. */
export function blockActions(state: BlockVersionState) {
  return {
    canEdit: blockEditOutcome(state) !== null,
    canNewVersion: state === 'UNCHANGED',
    canDelete: state === 'UNCHANGED' || state === 'CREATED',
    canRevert: state === 'UPDATED',
    canUndo: state === 'DELETED',
  };
}

// ---------------------------------------------------------------- terms

type TermValidity = Pick<SopTerm, 'sopVersionCreated' | 'sopVersionReplaced'>;

/** A term is valid for a process version when created at or before it and not replaced at or before it. */
export function isTermValidFor(term: TermValidity, sopVersion: number): boolean {
  return (
    term.sopVersionCreated <= sopVersion &&
    (term.sopVersionReplaced === null || term.sopVersionReplaced > sopVersion)
  );
}

export type TermDisplayState = 'deleted' | 'new' | 'changed' | 'unchanged';

/**
 * Display state in a process version: deleted (in the deleted set), new (version 1 created in this version),
 * changed (a higher version created in this version), else unchanged. "Created in this version" only counts
 * while the process is in work.
 */
export function termDisplayState(
  term: Pick<SopTerm, 'versionId' | 'version' | 'sopVersionCreated'>,
  sop: { version: number; releaseState: ReleaseState },
  deletedTermVersionIds: ReadonlySet<string> = new Set(),
): TermDisplayState {
  if (deletedTermVersionIds.has(term.versionId)) return 'deleted';
  if (isInWork(sop.releaseState) && term.sopVersionCreated === sop.version)
    return term.version === 1 ? 'new' : 'changed';
  return 'unchanged';
}

/** Editing an unchanged term first creates a new term version; new and changed terms are updated in place. */
export function termEditOutcome(state: TermDisplayState): 'new-version' | 'update' | null {
  if (state === 'unchanged') return 'new-version';
  if (state === 'new' || state === 'changed') return 'update';
  return null;
}

/** A changed term is reverted, a new one removed, an unchanged one marked deleted (replaced in this version). */
export function termDeleteOutcome(state: TermDisplayState): 'mark-deleted' | 'remove' | 'revert' | null {
  if (state === 'unchanged') return 'mark-deleted';
  if (state === 'new') return 'remove';
  if (state === 'changed') return 'revert';
  return null;
}

// ---------------------------------------------------------------- lookups (spec 1 §4; checklist "Between areas")

interface VersionLike {
  artifactId: string;
  versionId: string;
  version: number;
  releaseState: ReleaseState;
}

const newestFirst = <T extends VersionLike>(a: T, b: T) => b.version - a.version;

/**
 * Selectable processes: OBSOLETE versions skipped, per artifact the RELEASED version preferred (else its newest
 * remaining version). One entry per artifact, in the order the artifacts first appear.
 */
export function selectableProcesses<T extends VersionLike>(versions: readonly T[]): T[] {
  const byArtifact = new Map<string, T[]>();
  for (const v of versions) {
    if (v.releaseState === 'OBSOLETE') continue;
    const list = byArtifact.get(v.artifactId) ?? [];
    list.push(v);
    byArtifact.set(v.artifactId, list);
  }
  return [...byArtifact.values()].map((list) => {
    const sorted = [...list].sort(newestFirst);
    return sorted.find((v) => v.releaseState === 'RELEASED') ?? sorted[0]!;
  });
}

/** The version the §4 lookup picks for an artifact: the (newest) RELEASED one, else the newest one. */
export function preferredVersion<T extends VersionLike>(
  versions: readonly T[],
  artifactId: string,
): T | undefined {
  const own = versions.filter((v) => v.artifactId === artifactId).sort(newestFirst);
  return own.find((v) => v.releaseState === 'RELEASED') ?? own[0];
}

/** Lookup by artifact: the released version, then any version, then a placeholder named 'Loading...'. */
export function lookupByArtifact<T extends VersionLike & { name: string }>(
  versions: readonly T[],
  artifactId: string,
): T | { artifactId: string; name: string; placeholder: true } {
  return (
    preferredVersion(versions, artifactId) ?? {
      artifactId,
      name: PROCESS_LABELS.loadingName,
      placeholder: true,
    }
  );
}

/** The dashboard chips: the newest RELEASED version and every newer version, ascending; all when none is released. */
export function latestVersionsOf<T extends VersionLike>(versions: readonly T[]): T[] {
  const sorted = [...versions].sort((a, b) => a.version - b.version);
  const released = sorted.filter((v) => v.releaseState === 'RELEASED').pop();
  return released
    ? sorted.filter((v) => v.version >= released.version)
    : sorted.filter((v) => v.releaseState !== 'OBSOLETE');
}

// ---------------------------------------------------------------- tree

interface ArtifactLike {
  artifactId: string;
  parentArtifactId: string | null;
  orderedArtifactIds: readonly string[];
}

/**
 * Children per parent (key '' = the root), ordered by the parent's orderedArtifactIds; artifacts the order does
 * not name yet follow in their given order.
 */
export function sopChildren(
  artifacts: readonly ArtifactLike[],
  rootOrderedArtifactIds: readonly string[],
): Map<string, string[]> {
  const known = new Set(artifacts.map((a) => a.artifactId));
  const orderOf = new Map<string, readonly string[]>([['', rootOrderedArtifactIds]]);
  for (const a of artifacts) orderOf.set(a.artifactId, a.orderedArtifactIds);
  const unordered = new Map<string, string[]>();
  for (const a of artifacts) {
    // a parent that is gone makes the process a root one rather than invisible
    const parent = a.parentArtifactId && known.has(a.parentArtifactId) ? a.parentArtifactId : '';
    const siblings = unordered.get(parent);
    if (siblings) siblings.push(a.artifactId);
    else unordered.set(parent, [a.artifactId]);
  }
  const result = new Map<string, string[]>();
  for (const [parent, children] of unordered) {
    const order = orderOf.get(parent) ?? [];
    const rank = new Map(order.map((id, i) => [id, i]));
    const inOrder = children.filter((id) => rank.has(id)).sort((x, y) => rank.get(x)! - rank.get(y)!);
    result.set(parent, [...inOrder, ...children.filter((id) => !rank.has(id))]);
  }
  return result;
}

/** Whether `candidate` is `artifactId` itself or one of its descendants (a parent that would make a cycle). */
export function isSelfOrDescendant(
  artifacts: readonly Pick<ArtifactLike, 'artifactId' | 'parentArtifactId'>[],
  artifactId: string,
  candidate: string,
): boolean {
  const parentOf = new Map(artifacts.map((a) => [a.artifactId, a.parentArtifactId]));
  let current: string | null | undefined = candidate;
  const seen = new Set<string>();
  while (current && !seen.has(current)) {
    if (current === artifactId) return true;
    seen.add(current);
    current = parentOf.get(current);
  }
  return false;
}

/**
 * The duplicate-term warning (spec 1 §2.6): other processes whose glossary defines the same term (ignoring case
 * and surrounding spaces). `entries` is GET /qms-api/terms/search.
 */
export function otherProcessesDefiningTerm<
  E extends { term: string; sopArtifactId: string; sopName: string; sopVersionId: string },
>(term: string, ownSopArtifactId: string, entries: readonly E[]): E[] {
  const wanted = term.trim().toLowerCase();
  if (!wanted) return [];
  const seen = new Set<string>();
  return entries.filter((e) => {
    if (e.sopArtifactId === ownSopArtifactId || e.term.trim().toLowerCase() !== wanted) return false;
    if (seen.has(e.sopArtifactId)) return false;
    seen.add(e.sopArtifactId);
    return true;
  });
}
