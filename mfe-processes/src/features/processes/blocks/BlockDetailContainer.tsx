import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import {
  ApiError,
  BLOCK_CHANGED_BY_SOMEONE_ELSE,
  PROCESS_MESSAGES,
  useBlock,
  useRoles,
  useSaveBlock,
  type BlockRef,
  type SopBlockFields,
} from '@qms/shared-api';
import { notify, useNotifyQueryError } from '@qms/shared-ui';
import { BlockDetail } from './BlockDetail';

export interface BlockDetailContainerProps {
  blockRef: BlockRef;
  /** pops the stack; the process reloads */
  onClose: () => void;
}

/**
 * The pushed view of the content stack (spec 1 §2.6): loads the block (spinner), edits it, Back pops. A save of an
 * UNCHANGED block creates its new (UPDATED) version on the server; Save returns to the process.
 */
export function BlockDetailContainer({ blockRef, onClose }: BlockDetailContainerProps): JSX.Element {
  const ref = blockRef;
  const block = useBlock(ref);
  useNotifyQueryError(block, PROCESS_MESSAGES.blockLoad(ref.blockVersionId));
  const roles = useRoles();
  const save = useSaveBlock();
  const [conflict, setConflict] = useState<string | null>(null);

  if (block.isLoading)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the block" />
      </Center>
    );
  if (!block.data)
    return (
      <Stack align="flex-start">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onClose}>
          Back
        </Button>
        <Text size="sm">{PROCESS_MESSAGES.blockLoad(ref.blockVersionId)}</Text>
      </Stack>
    );

  const onSave = (fields: SopBlockFields) =>
    save.mutate(
      { ...ref, body: { ...fields, dbVersion: block.data.dbVersion } },
      {
        onSuccess: () => {
          setConflict(null);
          notify.info('Block saved.');
          onClose();
        },
        onError: (error) => {
          notify.error(PROCESS_MESSAGES.blockUpdate(ref.blockVersionId), error);
          if (
            error instanceof ApiError &&
            error.status === 409 &&
            error.errorMessage === BLOCK_CHANGED_BY_SOMEONE_ELSE
          )
            setConflict(error.errorMessage);
        },
      },
    );

  return (
    <BlockDetail
      // a reload (new dbVersion) starts the form again from the stored block
      key={`${block.data.versionId}:${block.data.dbVersion}`}
      block={block.data}
      roles={roles.data ?? []}
      saving={save.isPending}
      conflict={conflict}
      onSave={onSave}
      onBack={onClose}
      onReload={() => {
        setConflict(null);
        void block.refetch();
      }}
    />
  );
}
