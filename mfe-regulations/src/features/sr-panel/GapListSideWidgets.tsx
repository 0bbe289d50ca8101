import { Divider, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { TEMPLATE_CONTENT_MESSAGES, useTemplateContents, useProductRequirements } from '@qms/shared-api';
import { RemoteWidget, useNotifyQueryError } from '@qms/shared-ui';
import { useGapSelection } from '../../shared/gap-selection';
import { ProductRequirementDetail } from './components/ProductRequirementDetail';
import { ProductRequirementPicker } from './components/ProductRequirementPicker';
import { PRODUCT_REQUIREMENTS_FAILED } from './RequirementListWidget';

/**
 * The gap list's right-hand widgets after Gap Analysis Status (spec 3 §2): Product Requirement and Template
 * Content Detail, each with its own picker, and showing what is chosen in the list (issue 28.4, app/ shares the
 * selection).
 */
export function GapListSideWidgets(): JSX.Element {
  const productRequirements = useProductRequirements();
  useNotifyQueryError(productRequirements, PRODUCT_REQUIREMENTS_FAILED);
  const contents = useTemplateContents();
  useNotifyQueryError(contents, TEMPLATE_CONTENT_MESSAGES.search);
  const selection = useGapSelection();
  const blockId = selection.productRequirementId;
  const contentId = selection.templateContentId;
  const productSection = useRef<HTMLDivElement>(null);
  const contentSection = useRef<HTMLDivElement>(null);
  const shown = selection.shownFromList;
  useEffect(() => {
    if (!shown) return;
    const section = shown.widget === 'ProductRequirement' ? productSection : contentSection;
    // the widgets sit below the charts: a target chosen in the list is shown where the user can see it
    section.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [shown]);
  const current = productRequirements.data?.find((p) => p.sopBlockArtifactId === blockId) ?? null;
  return (
    <>
      <Divider />
      <Stack ref={productSection} gap="xs" component="section" aria-label="Product Requirement">
        <Title order={2} size="h4">
          Product Requirement
        </Title>
        <ProductRequirementPicker
          productRequirements={productRequirements.data ?? []}
          value={current?.sopBlockArtifactId ?? null}
          onChange={selection.showProductRequirement}
        />
        <ProductRequirementDetail productRequirement={current} />
      </Stack>
      <Divider />
      <Stack ref={contentSection} gap="xs" component="section" aria-label="Template Content Detail">
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
          onChange={selection.showTemplateContent}
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
