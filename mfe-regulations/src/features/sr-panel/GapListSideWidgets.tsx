import { Divider, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { TEMPLATE_CONTENT_MESSAGES, useTemplateContents, useProductRequirements } from '@qms/shared-api';
import { RemoteWidget, useNotifyQueryError } from '@qms/shared-ui';
import { ProductRequirementDetail } from './components/ProductRequirementDetail';
import { ProductRequirementPicker } from './components/ProductRequirementPicker';
import { PRODUCT_REQUIREMENTS_FAILED } from './RequirementListWidget';

/**
 * The gap list's right-hand widgets after Gap Analysis Status (spec 3 §2): Product Requirement and Template
 * Content Detail, each with its own picker.
 */
export function GapListSideWidgets(): JSX.Element {
  const productRequirements = useProductRequirements();
  useNotifyQueryError(productRequirements, PRODUCT_REQUIREMENTS_FAILED);
  const contents = useTemplateContents();
  useNotifyQueryError(contents, TEMPLATE_CONTENT_MESSAGES.search);
  const [blockId, setBlockId] = useState<string | null>(null);
  const [contentId, setContentId] = useState<string | null>(null);
  const current = productRequirements.data?.find((p) => p.sopBlockArtifactId === blockId) ?? null;
  return (
    <>
      <Divider />
      <Stack gap="xs" component="section" aria-label="Product Requirement">
        <Title order={2} size="h4">
          Product Requirement
        </Title>
        <ProductRequirementPicker
          productRequirements={productRequirements.data ?? []}
          value={current?.sopBlockArtifactId ?? null}
          onChange={setBlockId}
        />
        <ProductRequirementDetail productRequirement={current} />
      </Stack>
      <Divider />
      <Stack gap="xs" component="section" aria-label="Template Content Detail">
        <Title order={2} size="h4">
          Template Content Detail
        </Title>
        <Select
          size="xs"
          label="Template Content"
          placeholder="Choose a template content"
          clearable
          searchable
          data={(contents.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={contentId}
          onChange={setContentId}
          comboboxProps={{ withinPortal: true }}
        />
        {/* the templates area is loaded once a content is chosen, not with every gap list */}
        {contentId ? (
          // the templates area's widget (checklist "Between areas": Templates owns and exposes it)
          <RemoteWidget widget="TemplateContentDetail" props={{ templateContentId: contentId }} />
        ) : (
          <Text size="sm" c="dimmed">
            {TEMPLATE_CONTENT_MESSAGES.noneSelected}
          </Text>
        )}
      </Stack>
    </>
  );
}
