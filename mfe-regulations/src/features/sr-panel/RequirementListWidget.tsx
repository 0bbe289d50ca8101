import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useProductRequirements } from '@qms/shared-api';
import { useNotifyQueryError } from '@qms/shared-ui';
import { ProductRequirementDetail } from './components/ProductRequirementDetail';
import { ProductRequirementPicker } from './components/ProductRequirementPicker';
import type { ProcessVersionWidgetProps } from '@qms/shared-api';

/** Our message for a failed GET /qms-api/product-requirements (spec 3 §8 names none). */
export const PRODUCT_REQUIREMENTS_FAILED = 'Product requirements could not be fetched. Please try again.';

/**
 * The RequirementListWidget of the registry, the Requirement List of a PRODUCT process (spec 1 §2.6; checklist
 * decision: the Product Requirement widget): the process's product requirements to pick from — the block
 * selected in the process content picks it — and the Product Requirement widget of the chosen one.
 */
export default function RequirementListWidget(props: ProcessVersionWidgetProps): JSX.Element {
  const all = useProductRequirements();
  useNotifyQueryError(all, PRODUCT_REQUIREMENTS_FAILED);
  const own = (all.data ?? []).filter((p) => p.sopArtifactId === props.sopArtifactId);
  const [chosen, setChosen] = useState<string | null>(null);
  const selectedBlock = props.selectedBlockArtifactId ?? null;
  useEffect(() => {
    if (selectedBlock) setChosen(selectedBlock);
  }, [selectedBlock]);
  if (all.isLoading) return <Loader size="sm" m="md" aria-label="Loading the product requirements" />;
  const current = own.find((p) => p.sopBlockArtifactId === chosen) ?? null;
  return (
    <Stack gap="sm" p="sm">
      {own.length === 0 ? (
        <Text size="sm" c="dimmed">
          This process has no product requirements yet.
        </Text>
      ) : (
        <ProductRequirementPicker
          productRequirements={own}
          value={current?.sopBlockArtifactId ?? null}
          onChange={setChosen}
        />
      )}
      <ProductRequirementDetail productRequirement={current} />
    </Stack>
  );
}
