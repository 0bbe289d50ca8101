import { Loader, Stack, Text } from '@mantine/core';
import {
  CHANGE_CONTROL_MESSAGES,
  useSignatures,
  type ArtifactKind,
  type ChangeControlRelease,
} from '@qms/shared-api';
import { useNotifyQueryError } from '../notify/useNotifyQueryError';
import { SignatureLine } from './ParticipantTable';
import { ReleasedCard } from './ReleaseCards';
import { obsoleteSignature } from './release-workflow.rules';

interface ObsoleteCardProps {
  kind: ArtifactKind;
  versionId: string;
  version: number;
  /** the completed release the version had before it was withdrawn */
  release: ChangeControlRelease | null;
}

/**
 * An OBSOLETE version (issue 27 point 5): titled 'Obsolete' and led by the 'Made obsolete' signature (who, when,
 * meaning), so nobody reads a withdrawn version as released. The release it had stays below as its history. The
 * signature belongs to the version, not to a release, so it is read from the version's signatures.
 */
export function ObsoleteCard({ kind, versionId, version, release }: ObsoleteCardProps): JSX.Element {
  const signatures = useSignatures(kind, versionId);
  useNotifyQueryError(signatures, CHANGE_CONTROL_MESSAGES.releaseLoad);
  const madeObsolete = obsoleteSignature(signatures.data ?? []);
  const lead = (
    <Stack gap={2} aria-label="Made obsolete">
      <Text size="sm">V{version} is obsolete: it is no longer in force.</Text>
      {signatures.isLoading ? (
        <Loader size="xs" aria-label="Loading the signatures" />
      ) : madeObsolete ? (
        <SignatureLine signature={madeObsolete} capacity="Made obsolete" />
      ) : (
        <Text size="xs">No &lsquo;Made obsolete&rsquo; signature is on record.</Text>
      )}
    </Stack>
  );
  return (
    <ReleasedCard
      title="Obsolete"
      lead={lead}
      release={release}
      showObsolete={false}
      busy={false}
      onObsolete={() => undefined}
    />
  );
}
