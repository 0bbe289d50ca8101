import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  ApiError,
  BLOCK_CHANGED_BY_SOMEONE_ELSE,
  PROCESS_MESSAGES,
  PRODUCT_MESSAGES,
  TEMPLATE_CONTENT_MESSAGES,
  useBlock,
  useRoles,
  useSaveBlock,
  type BlockRef,
  type RequirementType,
  type SopBlockFields,
  useProducts,
  useTemplateContents,
} from '@qms/shared-api';
import { notify, useNotifyQueryError } from '@qms/shared-ui';
import { BlockDetail } from './BlockDetail';
import { blockFieldSet } from './block-rules';

interface BlockDetailContainerProps {
  blockRef: BlockRef;
  /** of the process: a Section of a PRODUCT process is a product requirement */
  requirementType: RequirementType;
  /** pops the stack; the process reloads */
  onClose: () => void;
}

/**
 * The pushed view of the content stack (spec 1 §2.6): loads the block (spinner), edits it, Back pops. A save of an
 * UNCHANGED block creates its new (UPDATED) version on the server, so its failure is reported as 'New block version
 * could not be created…' (spec 1 §8), any other failed save as 'Could not update sop-block…'; Save returns to the
 * process. Template contents and products are loaded only for the blocks that carry them.
 */
export function BlockDetailContainer({
  blockRef,
  requirementType,
  onClose,
}: BlockDetailContainerProps): JSX.Element {
  const ref = blockRef;
  const block = useBlock(ref);
  useNotifyQueryError(block, PROCESS_MESSAGES.blockLoad(ref.blockVersionId));
  const roles = useRoles();
  const extra = block.data ? blockFieldSet(block.data.type, requirementType) : null;
  const contents = useTemplateContents(!!extra?.templateContents);
  useNotifyQueryError(contents, TEMPLATE_CONTENT_MESSAGES.search);
  const products = useProducts(!!extra?.products);
  useNotifyQueryError(products, PRODUCT_MESSAGES.fetch);
  const contentChoices = useMemo(
    () => (contents.data ?? []).map((c) => ({ value: c.id, label: c.name })),
    [contents.data],
  );
  const productChoices = useMemo(
    () => (products.data ?? []).map((p) => ({ value: p.productId, label: p.name })),
    [products.data],
  );
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

  // the save of an unchanged block is the one that creates its new version
  const createsNewVersion = block.data.versionState === 'UNCHANGED';
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
          notify.error(
            createsNewVersion
              ? PROCESS_MESSAGES.blockNewVersion
              : PROCESS_MESSAGES.blockUpdate(ref.blockVersionId),
            error,
          );
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
      requirementType={requirementType}
      roles={roles.data ?? []}
      templateContents={contentChoices}
      products={productChoices}
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
