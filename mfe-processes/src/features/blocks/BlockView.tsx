import { Badge, Box, Group, Image, Stack, Text, Title } from '@mantine/core';
import { BLOCK_VERSION_STATE_LABELS, type RequirementType, type SopBlock } from '@qms/shared-api';
import type { ReactNode } from 'react';
import { RICH_TEXT_CLASS } from './rich-text-styles';
import { blockFieldSet } from './block-rules';
import { svgDataUrl } from '../../shared/drawio/svg-image';

/** Rich text as the server stored it (sanitised on the way in: no script, handlers or javascript: URLs). */
function RichText({ html }: { html: string }): JSX.Element {
  // sanitised by the server before it was stored
  return <Box className={RICH_TEXT_CLASS} dangerouslySetInnerHTML={{ __html: html }} />;
}

const TEST_FIELDS = [
  ['acceptanceCriterion', 'Acceptance criterion'],
  ['testMethodReference', 'Test method reference'],
  ['statisticalRequirements', 'Statistical requirements'],
  ['sampleSize', 'Sample size'],
  ['references', 'References'],
] as const;

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/** Names of the given ids, in the block's order; an id not (yet) known is shown as it is. */
function namesOf(ids: readonly string[], names: ReadonlyMap<string, string>): string {
  return ids.map((id) => names.get(id) ?? id).join(', ');
}

function Field({ label, children }: { label: string; children: ReactNode }): JSX.Element {
  return (
    <Text size="sm">
      <Text span fw={600} inherit>
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

interface BlockViewProps {
  block: SopBlock;
  /** the block's number in the document (e.g. '3.2') */
  number: string;
  /** of the process: a Section of a PRODUCT process is a product requirement (products, test fields) */
  requirementType?: RequirementType;
  roleName?: string;
  /** template content id → name */
  templateContentNames?: ReadonlyMap<string, string>;
  /** product id → name */
  productNames?: ReadonlyMap<string, string>;
  /** actions and drag handle, shown beside the block's name */
  actions?: ReactNode;
}

/** One block as a reader sees it (spec 1 §2.6), with its version-state label ('new', 'changed'). */
export function BlockView(props: BlockViewProps): JSX.Element {
  const { block, number, requirementType = 'QMS', roleName, actions } = props;
  const { templateContentNames = NO_NAMES, productNames = NO_NAMES } = props;
  const extra = blockFieldSet(block.type, requirementType);
  const stateLabel = BLOCK_VERSION_STATE_LABELS[block.versionState];
  const heading = (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <Group gap="xs" wrap="nowrap">
        <Title order={block.type === 'HEADER' ? 3 : 4}>
          {number} {block.name}
        </Title>
        {stateLabel && (
          <Badge size="sm" variant="light" color={block.versionState === 'CREATED' ? 'green' : 'orange'}>
            {stateLabel}
          </Badge>
        )}
      </Group>
      {actions}
    </Group>
  );
  return (
    <Stack gap={4} id={block.artifactId} data-block-type={block.type} style={{ scrollMarginTop: 80 }}>
      {heading}
      {block.type === 'HEADER' && block.description && <Text size="sm">{block.description}</Text>}
      {(block.type === 'TIPTAP' || block.type === 'STEP') && <RichText html={block.description} />}
      {(extra.role || extra.products || extra.testFields) && (
        <Stack gap={2}>
          {extra.role && <Field label="Role">{roleName ?? '# No Role'}</Field>}
          {extra.templateContents && block.templateContentIds.length > 0 && (
            <Field label="Template contents">{namesOf(block.templateContentIds, templateContentNames)}</Field>
          )}
          {extra.products && block.productIds.length > 0 && (
            <Field label="Products">{namesOf(block.productIds, productNames)}</Field>
          )}
          {extra.testFields &&
            block.testable &&
            TEST_FIELDS.map(([key, label]) =>
              block[key] ? (
                <Field key={key} label={label}>
                  {block[key]}
                </Field>
              ) : null,
            )}
        </Stack>
      )}
      {block.type === 'DRAWIO' &&
        (block.description ? (
          <Image src={svgDataUrl(block.description)} alt={`Diagram ${block.name}`} fit="contain" maw="100%" />
        ) : (
          <Text size="sm" c="dimmed">
            No diagram drawn yet.
          </Text>
        ))}
    </Stack>
  );
}
