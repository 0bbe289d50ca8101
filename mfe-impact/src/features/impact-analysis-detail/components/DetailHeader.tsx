import { Button, Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { IMPACT_PATHS, apiFetch, impactAnalysisCsvFileName, type ImpactAnalysis } from '@qms/shared-api';
import { notify, PageTitle, saveBlob } from '@qms/shared-ui';
import { ImportMapping } from './ImportMapping';

const CSV_EXPORT_FAILED = 'The impact analysis CSV could not be exported. Please try again.';
const IMPACT_MODE_LABEL = 'Impact';
const MAPPING_MODE_LABEL = 'Mapping';

/** Saves GET …/csv-export under the spec 3 §9 file name. */
async function exportCsv(analysis: ImpactAnalysis): Promise<void> {
  try {
    const response = await apiFetch(IMPACT_PATHS.csvExport(analysis.id), { headers: { accept: 'text/csv' } });
    saveBlob(
      await response.blob(),
      impactAnalysisCsvFileName(analysis.regulationIdFrom, analysis.regulationIdTo),
    );
  } catch (error) {
    notify.error(CSV_EXPORT_FAILED, error);
  }
}

/**
 * The header (spec 3 §2): the analysis title, From and To regulation titles, the CSV export (hidden without the
 * view and export rights of both regulations), the admin toggle that makes the QMS requirements editable, Import
 * mapping (admins) and the Mapping/Impact mode.
 */
export function DetailHeader({
  analysis,
  fromTitle,
  toTitle,
  isAdmin,
  exportAllowed,
  editQms,
  onEditQms,
  impactMode,
  onImpactMode,
}: {
  analysis: ImpactAnalysis;
  fromTitle: string;
  toTitle: string;
  isAdmin: boolean;
  exportAllowed: boolean;
  editQms: boolean;
  onEditQms: (on: boolean) => void;
  impactMode: boolean;
  onImpactMode: (on: boolean) => void;
}): JSX.Element {
  return (
    <Stack gap={4}>
      <PageTitle>{`Impact Analysis: ${analysis.title}`}</PageTitle>
      <Group justify="space-between" align="center">
        <Group gap="lg">
          <Text size="sm">
            <Text span fw={700}>
              From:
            </Text>{' '}
            {fromTitle}
          </Text>
          <Text size="sm">
            <Text span fw={700}>
              To:
            </Text>{' '}
            {toTitle}
          </Text>
        </Group>
        <Group gap="sm">
          <SegmentedControl
            aria-label="Mode"
            size="xs"
            value={impactMode ? 'impact' : 'mapping'}
            onChange={(v) => onImpactMode(v === 'impact')}
            data={[
              { value: 'mapping', label: MAPPING_MODE_LABEL },
              { value: 'impact', label: IMPACT_MODE_LABEL },
            ]}
          />
          {isAdmin && (
            <Switch
              label="Edit QMS requirements"
              checked={editQms}
              onChange={(e) => onEditQms(e.currentTarget.checked)}
            />
          )}
          {isAdmin && <ImportMapping analysisId={analysis.id} />}
          {exportAllowed && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconDownload size={16} />}
              onClick={() => void exportCsv(analysis)}
            >
              Export CSV
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
