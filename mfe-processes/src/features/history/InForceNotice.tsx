import { Alert, Text } from '@mantine/core';
import {
  IN_FORCE_MESSAGES,
  inForceSummary,
  useVersionsInForce,
  type SopVersionSummary,
} from '@qms/shared-api';
import { useNotifyQueryError } from '@qms/shared-ui';
import { OldVersionNotice } from './OldVersionNotice';

type VersionRef = Pick<SopVersionSummary, 'artifactId' | 'versionId' | 'version' | 'releaseState'>;

/**
 * Which version of the process is in force and which is coming (issue 29.2): "Version 2 in force; version 3
 * effective 2026-12-13" while a released version waits for its effective date; and the old-version banner, which
 * names the version in force by the same rule.
 */
export function InForceNotice({
  sop,
  versions,
}: {
  sop: VersionRef;
  versions: readonly VersionRef[];
}): JSX.Element {
  const inForce = useVersionsInForce(sop.artifactId);
  useNotifyQueryError(inForce, IN_FORCE_MESSAGES.load);
  const data = inForce.data;
  return (
    <>
      {data && data.coming.length > 0 && (
        <Alert color="blue" variant="light" title="Version in force">
          <Text size="sm" data-testid="in-force-summary">
            {inForceSummary(data)}
          </Text>
        </Alert>
      )}
      <OldVersionNotice sop={sop} versions={versions} inForce={data?.inForce} />
    </>
  );
}
