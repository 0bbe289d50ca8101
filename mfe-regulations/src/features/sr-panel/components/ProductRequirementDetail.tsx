import type { ReactNode } from 'react';
import { Badge, Box, Group, Loader, Stack, Text } from '@mantine/core';
import { GAP_MESSAGES, type ProductRequirement, useQmsRequirementsBy, useProducts } from '@qms/shared-api';
import { useNotifyQueryError } from '@qms/shared-ui';
import { NO_PRODUCT_REQUIREMENT, TESTING_FIELDS, productRequirementFilter } from '../model/product';
import { RequirementSearchResults } from './RequirementSearchResults';

/** Our message for a failed product list (spec 3 §8 names none). */
const PRODUCTS_FAILED = 'Products could not be fetched. Please try again.';

/**
 * The Product Requirement widget (spec 3 §2): name, linked products, description, the testing fields and the
 * regulation panels of the requirements it is a target of; 'No Product Requirement selected' without one.
 */
export function ProductRequirementDetail({
  productRequirement,
}: {
  productRequirement: ProductRequirement | null;
}): JSX.Element {
  if (!productRequirement) return <Text size="sm">{NO_PRODUCT_REQUIREMENT}</Text>;
  return <Detail key={productRequirement.sopBlockArtifactId} p={productRequirement} />;
}

function Detail({ p }: { p: ProductRequirement }): JSX.Element {
  const products = useProducts();
  useNotifyQueryError(products, PRODUCTS_FAILED);
  const assessments = useQmsRequirementsBy('sop-block', p.sopBlockArtifactId);
  useNotifyQueryError(assessments, GAP_MESSAGES.requirementsById(p.sopBlockArtifactId));
  const productName = (id: string) =>
    products.isLoading ? 'Loading...' : (products.data?.find((x) => x.productId === id)?.name ?? id);
  return (
    <Stack gap={6}>
      <Text fw={700}>{p.sopBlockName}</Text>
      <Text size="xs" c="dimmed">
        {p.sopName}
      </Text>
      <Field label="Products">
        {p.sopBlockProductIds.length === 0 ? (
          <Text size="sm">No linked products.</Text>
        ) : (
          <Group gap={4} role="list" aria-label="Linked products">
            {p.sopBlockProductIds.map((id) => (
              <Badge key={id} role="listitem" variant="light" style={{ textTransform: 'none' }}>
                {productName(id)}
              </Badge>
            ))}
          </Group>
        )}
      </Field>
      <Field label="Description">
        {/* sanitised by the server on the way in, like every block text */}
        <Box fz="sm" dangerouslySetInnerHTML={{ __html: p.sopBlockDescription }} />
      </Field>
      <Field label="Testable">
        <Text size="sm">{p.sopBlockTestable ? 'Yes' : 'No'}</Text>
      </Field>
      {p.sopBlockTestable &&
        TESTING_FIELDS.map(([key, label]) => (
          <Field key={key} label={label}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {p[key] || '—'}
            </Text>
          </Field>
        ))}
      <Text size="sm" fw={700} mt="xs">
        Regulation requirements
      </Text>
      {assessments.isLoading ? (
        <Loader size="sm" aria-label="Loading the regulation requirements" />
      ) : (
        <RequirementSearchResults
          filter={productRequirementFilter(p.sopBlockArtifactId, assessments.data ?? [])}
          label="Loading the regulation requirements"
        />
      )}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }): JSX.Element {
  return (
    <Box>
      <Text size="xs" fw={700}>
        {label}
      </Text>
      {children}
    </Box>
  );
}
