import {
  Alert,
  Button,
  Checkbox,
  Group,
  Input,
  MultiSelect,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { SopBlockFields, type RequirementType, type Role, type SopBlock } from '@qms/shared-api';
import { fieldErrorsOf } from '@qms/shared-ui';
import { RichTextEditor } from './RichTextEditor';
import { blockFieldSet } from './block-rules';
import { DiagramField } from './DiagramField';

const NO_ROLE_LABEL = '# No Role';
const NO_ROLE_VALUE = '__none__';

const TEST_FIELDS = [
  ['acceptanceCriterion', 'Acceptance Criterion'],
  ['testMethodReference', 'Test Method Reference'],
  ['statisticalRequirements', 'Statistical Requirements'],
  ['sampleSize', 'Sample Size'],
  ['references', 'References'],
] as const;

type EditableFields = Required<
  Pick<
    SopBlockFields,
    | 'name'
    | 'description'
    | 'diagramXml'
    | 'testable'
    | 'acceptanceCriterion'
    | 'testMethodReference'
    | 'statisticalRequirements'
    | 'sampleSize'
    | 'references'
    | 'productIds'
    | 'templateContentIds'
  >
> & { roleId: string | null };

/** A choice of a multi-select; a stored id that is no longer offered stays, shown by its id. */
interface Choice {
  value: string;
  label: string;
}

function withStored(options: readonly Choice[], ids: readonly string[]): Choice[] {
  const known = new Set(options.map((o) => o.value));
  return [...options, ...ids.filter((id) => !known.has(id)).map((id) => ({ value: id, label: id }))];
}

function fieldsOf(block: SopBlock): EditableFields {
  const { name, description, diagramXml, testable, roleId, productIds, templateContentIds } = block;
  const { acceptanceCriterion, testMethodReference, statisticalRequirements, sampleSize, references } = block;
  return {
    name,
    description,
    diagramXml,
    testable,
    roleId,
    acceptanceCriterion,
    testMethodReference,
    statisticalRequirements,
    sampleSize,
    references,
    productIds,
    templateContentIds,
  };
}

interface BlockDetailProps {
  block: SopBlock;
  /** of the process: a Section (TIPTAP) of a PRODUCT process is a product requirement */
  requirementType: RequirementType;
  roles: readonly Role[];
  /** the tenant's template contents (steps) */
  templateContents: readonly Choice[];
  /** the tenant's products (steps, product requirements) */
  products: readonly Choice[];
  saving: boolean;
  /** the 409 message of a stale save; shown with Reload */
  conflict?: string | null;
  onSave: (fields: SopBlockFields) => void;
  onBack: () => void;
  onReload: () => void;
}

/**
 * The block detail of the content stack (spec 1 §2.6): name, the TipTap text (sections, steps), for steps the role
 * ('# No Role'), template contents, products and 'Testable' with the test fields only when set; for a Section of a
 * PRODUCT process (a product requirement) products, 'Testable' and the test fields; for diagrams the SVG. The input
 * stays after a failed save; Back returns to the process (which then reloads).
 */
export function BlockDetail(props: BlockDetailProps) {
  const {
    block,
    requirementType,
    roles,
    templateContents,
    products,
    saving,
    conflict,
    onSave,
    onBack,
    onReload,
  } = props;
  const [values, setValues] = useState<EditableFields>(() => fieldsOf(block));
  const extra = blockFieldSet(block.type, requirementType);
  const set = <K extends keyof EditableFields>(key: K, value: EditableFields[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const kind = { HEADER: 'Title', TIPTAP: 'Section', STEP: 'Step', DRAWIO: 'Diagram' }[block.type];

  /** What Save sends: the fields of this block type. */
  const fieldsToSave = (): SopBlockFields => {
    const fields: SopBlockFields = { name: values.name };
    if (block.type === 'TIPTAP' || block.type === 'STEP') fields.description = values.description;
    if (block.type === 'HEADER') fields.description = values.description;
    if (block.type === 'DRAWIO') {
      fields.description = values.description;
      fields.diagramXml = values.diagramXml;
    }
    if (extra.role) fields.roleId = values.roleId;
    if (extra.templateContents) fields.templateContentIds = values.templateContentIds;
    if (extra.products) fields.productIds = values.productIds;
    if (extra.testFields) {
      fields.testable = values.testable;
      for (const [key] of TEST_FIELDS) fields[key] = values[key];
    }
    return fields;
  };
  // the contract's rule (the server refuses the same): its message under the field, no Save while one is invalid
  const fields = fieldsToSave();
  const errors = fieldErrorsOf(SopBlockFields, fields);
  const invalid = Object.keys(errors).length > 0;
  const save = () => {
    if (!invalid) onSave(fields);
  };
  // the test fields are kept (and sent) while hidden: one over its limit names itself here, or Save would be
  // disabled with no message in sight
  const hiddenTestFieldError = values.testable
    ? undefined
    : TEST_FIELDS.filter(([key]) => errors[key])
        .map(([key, label]) => `${label}: ${errors[key]}`)
        .join('; ') || undefined;

  return (
    <Stack gap="md" aria-label={`Edit ${kind.toLowerCase()} ${block.name}`}>
      <Group>
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack} disabled={saving}>
          Back
        </Button>
        <Title order={2} size="h3">
          Edit {kind}
        </Title>
      </Group>
      {conflict && (
        <Alert color="orange" title="Not saved" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{conflict}</Text>
            <Button size="compact-sm" variant="light" onClick={onReload} disabled={saving}>
              Reload
            </Button>
          </Stack>
        </Alert>
      )}
      <TextInput
        label={block.type === 'HEADER' ? 'Title' : 'Name'}
        value={values.name}
        error={errors.name}
        onChange={(e) => set('name', e.currentTarget.value)}
      />
      {block.type === 'HEADER' && (
        <Textarea
          label="Subtitle"
          autosize
          value={values.description}
          error={errors.description}
          onChange={(e) => set('description', e.currentTarget.value)}
        />
      )}
      {(block.type === 'TIPTAP' || block.type === 'STEP') && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Text
          </Text>
          <RichTextEditor
            initialHtml={block.description}
            label={`Text of ${block.name}`}
            onChange={(html) => set('description', html)}
          />
          {errors.description && <Input.Error>{errors.description}</Input.Error>}
        </Stack>
      )}
      {block.type === 'DRAWIO' && (
        <DiagramField
          svg={values.description}
          xml={values.diagramXml}
          name={values.name}
          onChange={(svg, xml) => setValues((v) => ({ ...v, description: svg, diagramXml: xml }))}
        />
      )}
      {block.type === 'DRAWIO' && (errors.description || errors.diagramXml) && (
        <Input.Error>{errors.description ?? errors.diagramXml}</Input.Error>
      )}
      {extra.role && (
        <Select
          label="Role"
          allowDeselect={false}
          data={[
            { value: NO_ROLE_VALUE, label: NO_ROLE_LABEL },
            ...roles.map((r) => ({ value: r.id, label: r.name })),
          ]}
          value={values.roleId ?? NO_ROLE_VALUE}
          onChange={(v) => set('roleId', !v || v === NO_ROLE_VALUE ? null : v)}
        />
      )}
      {extra.templateContents && (
        <MultiSelect
          label="Template Contents"
          placeholder={values.templateContentIds.length ? undefined : 'No template contents'}
          data={withStored(templateContents, values.templateContentIds)}
          value={values.templateContentIds}
          onChange={(ids) => set('templateContentIds', ids)}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {extra.products && (
        <MultiSelect
          label="Products"
          placeholder={values.productIds.length ? undefined : 'No products'}
          data={withStored(products, values.productIds)}
          value={values.productIds}
          onChange={(ids) => set('productIds', ids)}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {extra.testFields && (
        <>
          <Checkbox
            label="Testable"
            checked={values.testable}
            onChange={(e) => set('testable', e.currentTarget.checked)}
            error={hiddenTestFieldError}
          />
          {values.testable &&
            TEST_FIELDS.map(([key, label]) =>
              key === 'sampleSize' ? (
                <TextInput
                  key={key}
                  label={label}
                  value={values[key]}
                  error={errors[key]}
                  onChange={(e) => set(key, e.currentTarget.value)}
                />
              ) : (
                <Textarea
                  key={key}
                  label={label}
                  autosize
                  minRows={2}
                  value={values[key]}
                  error={errors[key]}
                  onChange={(e) => set(key, e.currentTarget.value)}
                />
              ),
            )}
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={save} loading={saving} disabled={invalid}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
