import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { releaseStateLabel, type ReleaseState, type SopVersionSummary } from '@qms/shared-api';

type VersionRef = Pick<SopVersionSummary, 'artifactId' | 'versionId' | 'version' | 'releaseState'>;

interface OldVersionNoticeProps {
  /** the version on screen */
  sop: VersionRef;
  /** the process versions the list knows: at least every one that is not OBSOLETE (the current list, ADR 0200) */
  versions: readonly VersionRef[];
  /**
   * the version in force by effective dates (issue 29.2, GET …/in-force); undefined or null: none is known to be,
   * then the newest RELEASED one counts (as before effective dates)
   */
  inForce?: InForceRef | null;
}

/** The version in force as GET …/in-force names it. */
type InForceRef = Pick<VersionRef, 'versionId' | 'version'>;

const UNRELEASED: readonly ReleaseState[] = ['DRAFT', 'IN_RELEASE'];

/**
 * What a reader of an old version must know (issue 27 point 5): the version IN FORCE is the one whose effective
 * date has come (issue 29.2), else the newest RELEASED one, never a draft, and there may be none (every release
 * withdrawn). A newer draft is named as a draft only.
 * Returns null when the version on screen is itself in force or is the draft.
 */
export function versionsBeside(
  sop: VersionRef,
  versions: readonly VersionRef[],
  inForceRef?: InForceRef | null,
): { inForce: VersionRef | null; draft: VersionRef | null } | null {
  if (UNRELEASED.includes(sop.releaseState)) return null;
  const own = versions.filter((v) => v.artifactId === sop.artifactId).sort((a, b) => b.version - a.version);
  // the version in force may be one the current list leaves out: released before the one waiting for its
  // effective date, and made OBSOLETE when that one's release completed
  const named = inForceRef
    ? (own.find((v) => v.versionId === inForceRef.versionId) ?? {
        ...inForceRef,
        artifactId: sop.artifactId,
        releaseState: 'OBSOLETE' as const,
      })
    : undefined;
  const inForce = named ?? own.find((v) => v.releaseState === 'RELEASED') ?? null;
  if (inForce?.versionId === sop.versionId) return null;
  const draft = own.find((v) => UNRELEASED.includes(v.releaseState) && v.version > sop.version) ?? null;
  return { inForce, draft };
}

const path = (v: VersionRef) => `/processes/${encodeURIComponent(v.versionId)}`;

/** The banner over a released or obsolete version that is not in force (read-only anyway: not a DRAFT). */
export function OldVersionNotice({
  sop,
  versions,
  inForce: inForceRef,
}: OldVersionNoticeProps): JSX.Element | null {
  const beside = versionsBeside(sop, versions, inForceRef);
  if (!beside) return null;
  const { inForce, draft } = beside;
  // a released version whose effective date is still ahead is newer than the one in force (issue 29.2)
  const title =
    inForce && sop.version > inForce.version
      ? `V${sop.version} is not in force yet (read-only)`
      : sop.releaseState === 'OBSOLETE'
        ? `V${sop.version} is obsolete (read-only)`
        : `V${sop.version} is an old version (read-only)`;
  return (
    <Alert color="yellow" variant="light" title={title}>
      <Text size="sm">
        {inForce ? (
          <>
            The version in force is V{inForce.version}.{' '}
            <Anchor component={Link} to={path(inForce)} size="sm">
              Open V{inForce.version}
            </Anchor>
          </>
        ) : (
          'No version of this process is in force.'
        )}
      </Text>
      {draft && (
        <Text size="sm">
          V{draft.version} is not released ({releaseStateLabel(draft.releaseState)}).{' '}
          <Anchor component={Link} to={path(draft)} size="sm">
            Open draft V{draft.version}
          </Anchor>
        </Text>
      )}
    </Alert>
  );
}
