import { Box, Button, Group, Paper, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { memo } from 'react';
import type { Impact, ImpactAnalysis } from '@qms/shared-api';
import { plainText } from '@qms/shared-ui';
import { RequirementText } from './RequirementText';
import type { AnalysisLookup } from '../hooks/useAnalysisData';
import type { EntryRow } from '../utils/entries';
import type { EntryActions } from './EntryList';
import { ImpactEntry } from './ImpactEntry';
import { QmsEditorSlot } from './QmsEditorSlot';

const CREATE_IMPACT = 'Create Impact';

/**
 * One row of the list: a to-heading, an impact, an unmapped to-requirement or the section without to-clauses.
 * Memoised: while the entries load, each chunk re-renders the list, and the rows already shown keep their props.
 */
export const EntryRowView = memo(function EntryRowView(
  props: EntryActions & {
    row: EntryRow<Impact>;
    lookup: AnalysisLookup;
    analysis: ImpactAnalysis;
    selected: boolean;
    commentCount: number;
    onCompare: (impactId: string) => void;
  },
): JSX.Element {
  const { row, canEdit, impactMode, onCreate } = props;
  // Create Impact belongs to Mapping mode (spec 3 §2 "outside impact mode"), for admins (server-side rule)
  const canCreate = canEdit && !impactMode;
  switch (row.kind) {
    case 'heading':
      return (
        <Box py={6} px="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Title order={3} size="h5">
            {`${row.requirement.paragraph} ${plainText(row.requirement.text)}`.trim()}
          </Title>
        </Box>
      );
    case 'unmapped':
      return (
        <Paper withBorder p="xs" m={4} role="article" aria-label={`Not mapped: ${row.requirement.paragraph}`}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div style={{ flex: 1, minWidth: 0 }}>
              <RequirementText requirement={row.requirement} id={row.requirement.id} />
            </div>
            {canCreate && (
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconPlus size={14} />}
                aria-label={`${CREATE_IMPACT} for ${row.requirement.paragraph}`}
                onClick={() => onCreate([row.requirement.id])}
              >
                {CREATE_IMPACT}
              </Button>
            )}
          </Group>
          {props.editQms && (
            <QmsEditorSlot
              regulationId={row.requirement.regulationId}
              requirementId={row.requirement.id}
              paragraph={row.requirement.paragraph}
            />
          )}
        </Paper>
      );
    case 'section':
      return (
        <Group justify="space-between" py="sm" px="sm" mt="md">
          <Title order={2} size="h4">
            {row.title}
          </Title>
          {canCreate && (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => onCreate()}>
              {CREATE_IMPACT}
            </Button>
          )}
        </Group>
      );
    case 'impact':
      return <ImpactEntry {...props} impact={row.impact} />;
  }
});
