import { Badge, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { versionLabel, type SopVersionRef } from '@qms/shared-api';

/** 'V{version} {releaseState}' chips with the state's human label ('V1 Released'), each linking to /processes/{versionId} (spec 1 §2.4). */
export function VersionChips({ versions }: { versions: readonly SopVersionRef[] }): JSX.Element {
  return (
    <Group gap={4}>
      {versions.map((v) => (
        <Badge
          key={v.versionId}
          component={Link}
          to={`/processes/${encodeURIComponent(v.versionId)}`}
          size="sm"
          variant={v.releaseState === 'RELEASED' ? 'filled' : 'light'}
          style={{ cursor: 'pointer', textTransform: 'none' }}
        >
          {versionLabel(v.version, v.releaseState)}
        </Badge>
      ))}
    </Group>
  );
}
