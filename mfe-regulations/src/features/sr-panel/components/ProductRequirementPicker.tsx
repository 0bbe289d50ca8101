import { Select } from '@mantine/core';
import type { ProductRequirement } from '@qms/shared-api';
import { productRequirementLabel } from '../model/product';

/** Picks one product requirement (by its block) for the Product Requirement widget. */
export function ProductRequirementPicker({
  productRequirements,
  value,
  onChange,
}: {
  productRequirements: readonly ProductRequirement[];
  value: string | null;
  onChange: (blockArtifactId: string | null) => void;
}): JSX.Element {
  return (
    <Select
      size="xs"
      label="Product Requirement"
      placeholder="Choose a product requirement"
      clearable
      searchable
      data={productRequirements.map((p) => ({
        value: p.sopBlockArtifactId,
        label: productRequirementLabel(p),
      }))}
      value={value}
      onChange={onChange}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
