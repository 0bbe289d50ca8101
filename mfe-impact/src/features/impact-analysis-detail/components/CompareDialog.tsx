import { Alert, Box, Loader, Modal, Text } from '@mantine/core';
import { useImpactDiff } from '@qms/shared-api';

const DIFF_FAILED = 'The comparison could not be loaded. Please try again.';

/**
 * Compare (spec 3 §2): the word-level HTML diff of the impact's from- and to-requirement texts, fetched when the
 * dialog opens. The server sanitises it (and sends the licensing notice instead of text the user may not read).
 */
export function CompareDialog({
  analysisId,
  impactId,
  title,
  onClose,
}: {
  analysisId: string;
  impactId: string | null;
  title: string;
  onClose: () => void;
}): JSX.Element {
  const diff = useImpactDiff(analysisId, impactId ?? '', impactId !== null);
  return (
    <Modal opened={impactId !== null} onClose={onClose} title={title} size="xl" centered>
      {diff.isLoading && <Loader aria-label="Loading the comparison" />}
      {diff.isError && (
        <Alert color="red" variant="light">
          <Text size="sm">{DIFF_FAILED}</Text>
        </Alert>
      )}
      {diff.data !== undefined && (
        <Box
          className="impact-diff"
          fz="sm"
          aria-label="Differences"
          // sanitised by the server (ins/del only)
          dangerouslySetInnerHTML={{ __html: diff.data }}
        />
      )}
    </Modal>
  );
}
