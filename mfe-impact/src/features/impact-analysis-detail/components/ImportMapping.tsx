import { Button, FileButton, List, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { IMPACT_IMPORT_MESSAGES, useImportImpactMapping, type MappingImportReport } from '@qms/shared-api';
import { notify } from '@qms/shared-ui';

const IMPORT_FAILED = 'The mapping could not be imported.';
/** How many unmapped entries the summary lists (the rest are counted). */
const UNMAPPED_SHOWN = 50;

/** The file as JSON, or null when it is not JSON at all (the server judges the rest). */
async function readJson(file: File): Promise<Record<string, unknown> | null> {
  // FileReader rather than file.text(): the same path in every browser and in the screen tests' jsdom
  const text = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * "Import mapping" (admins): the chosen JSON file (NIST's comparison workbook or an OSCAL mapping collection) goes to
 * POST …/import-mapping; a progress bar while the server works, then the summary. The analysis reloads afterwards.
 */
export function ImportMapping({ analysisId }: { analysisId: string }): JSX.Element {
  const importMapping = useImportImpactMapping();
  const [reading, setReading] = useState(false);
  const [summary, setSummary] = useState<MappingImportReport | null>(null);
  const busy = reading || importMapping.isPending;
  const run = async (file: File | null) => {
    if (!file) return;
    setReading(true);
    const json = await readJson(file);
    setReading(false);
    if (!json) {
      notify.error(IMPACT_IMPORT_MESSAGES.invalid);
      return;
    }
    importMapping.mutate(
      { id: analysisId, file: json },
      { onSuccess: setSummary, onError: (error) => notify.error(IMPORT_FAILED, error) },
    );
  };
  return (
    <>
      <FileButton onChange={(f) => void run(f)} accept="application/json,.json">
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="default"
            leftSection={<IconFileImport size={16} />}
            loading={busy}
          >
            Import mapping
          </Button>
        )}
      </FileButton>
      {busy && <Progress value={100} animated striped w={120} aria-label="Importing the mapping" />}
      <Modal opened={summary !== null} onClose={() => setSummary(null)} title="Mapping imported" centered>
        {summary && <SummaryTable summary={summary} />}
      </Modal>
    </>
  );
}

function SummaryTable({ summary }: { summary: MappingImportReport }): JSX.Element {
  const rows: [string, number][] = [
    ['Created', summary.created],
    ['Updated', summary.updated],
    ['Unchanged', summary.unchanged],
    ['Skipped (edited by a user)', summary.skippedEdited],
    ['Unmapped', summary.unmapped.length],
  ];
  return (
    <Stack gap="sm">
      <Table aria-label="Import summary">
        <Table.Tbody>
          {rows.map(([label, n]) => (
            <Table.Tr key={label}>
              <Table.Th>{label}</Table.Th>
              <Table.Td>{n}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {summary.unmapped.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            Not mapped
          </Text>
          <List size="xs" spacing={2}>
            {summary.unmapped.slice(0, UNMAPPED_SHOWN).map((u) => (
              <List.Item key={`${u.importKey}-${u.side}-${u.requirement}`}>
                {u.importKey}: {u.side} {u.requirement} (
                {u.reason === 'CONFLICT' ? 'already mapped' : 'unknown'})
              </List.Item>
            ))}
          </List>
          {summary.unmapped.length > UNMAPPED_SHOWN && (
            <Text size="xs">… and {summary.unmapped.length - UNMAPPED_SHOWN} more</Text>
          )}
        </>
      )}
    </Stack>
  );
}
