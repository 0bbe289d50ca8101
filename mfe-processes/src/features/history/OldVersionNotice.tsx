import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { preferredVersion, type SopVersionSummary } from '@qms/shared-api';

interface OldVersionNoticeProps {
  /** the version on screen */
  sop: Pick<SopVersionSummary, 'artifactId' | 'versionId' | 'version' | 'releaseState'>;
  /** every process version the list knows */
  versions: readonly SopVersionSummary[];
}

/**
 * Viewing a released or obsolete version that is not the current one (spec 1 §4 lookup: the RELEASED version, else
 * the newest): says so and links to the current version. Such a version is read-only anyway (not a DRAFT).
 */
export function OldVersionNotice({ sop, versions }: OldVersionNoticeProps): JSX.Element | null {
  if (sop.releaseState !== 'RELEASED' && sop.releaseState !== 'OBSOLETE') return null;
  const current = preferredVersion(versions, sop.artifactId);
  if (!current || current.versionId === sop.versionId) return null;
  return (
    <Alert color="yellow" variant="light" title={`V${sop.version} is an old version (read-only)`}>
      <Text size="sm">
        The current version is V{current.version} ({current.releaseState}).{' '}
        <Anchor component={Link} to={`/processes/${encodeURIComponent(current.versionId)}`} size="sm">
          Open V{current.version}
        </Anchor>
      </Text>
    </Alert>
  );
}
