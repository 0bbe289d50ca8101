import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import {
  newVersionBlockedMessage,
  releaseStateLabel,
  useDocumentHistory,
  type ArtifactKind,
} from '@qms/shared-api';

interface NewVersionActionProps {
  kind: ArtifactKind;
  artifactId: string;
  creating: boolean;
  onCreate: () => void;
  /** the host's route of a version; without it the existing draft is named but not linked */
  versionPath?: (versionId: string) => string;
}

/**
 * CREATE NEW VERSION (spec 1 §2.6). The server refuses it while a DRAFT or IN_RELEASE version exists (409), so the
 * button is disabled then and says which version to finish first, with a link to it (issue 27 point 7). The
 * document history (usually cached by the Document History widget) names that version.
 */
export function NewVersionAction({
  kind,
  artifactId,
  creating,
  onCreate,
  versionPath,
}: NewVersionActionProps): JSX.Element {
  const history = useDocumentHistory(kind, artifactId);
  const unreleased = history.data?.unreleased ?? null;
  return (
    <Group gap="xs" justify="flex-end" wrap="wrap">
      {unreleased && (
        <Text size="xs" data-testid="new-version-blocked">
          {newVersionBlockedMessage(unreleased.version, releaseStateLabel(unreleased.releaseState))}{' '}
          {versionPath && (
            <Anchor component={Link} to={versionPath(unreleased.versionId)} size="xs">
              Open V{unreleased.version}
            </Anchor>
          )}
        </Text>
      )}
      <Button
        size="xs"
        style={{ flexShrink: 0 }}
        loading={creating}
        // until the history answers, whether a draft exists is unknown: the server's 409 still guards
        disabled={!!unreleased}
        onClick={onCreate}
      >
        CREATE NEW VERSION
      </Button>
    </Group>
  );
}
