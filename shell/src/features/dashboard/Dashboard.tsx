import { Stack, Title } from '@mantine/core';
import { useSession } from '@qms/shared-api';
import { DueForReviewTile } from './DueForReviewTile';
import { MyApprovalsTile } from './MyApprovalsTile';
import { MyTrainingsTile } from './MyTrainingsTile';
import { ProcessTiles } from './ProcessTiles';
import { RegulationTiles } from './RegulationTiles';
import { TemplateTiles } from './TemplateTiles';

/** /dashboard (spec 1 §2.4): the welcome heading; the tiles arrive with the area issues. */
export function Dashboard() {
  const session = useSession();
  return (
    <Stack p="md">
      <Title order={1} size="h2">
        Welcome {session?.user.userName}
      </Title>
      <MyApprovalsTile />
      <MyTrainingsTile />
      <DueForReviewTile />
      <ProcessTiles />
      <TemplateTiles />
      <RegulationTiles />
    </Stack>
  );
}
