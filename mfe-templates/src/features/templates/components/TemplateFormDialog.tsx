import { NumberInput, Textarea, TextInput } from '@mantine/core';
import { TemplateCreate, TemplateWrite, useRoles, useTemplateContents, type Template } from '@qms/shared-api';
import { FormDialog, IdMultiSelect, RoleSelect } from '@qms/shared-ui';

/** The template fields of the New Template and edit dialogs (spec 2 §2); `version` only when creating. */
export interface TemplateFormValues {
  name: string;
  description: string;
  documentKey: string;
  location: string;
  reviewerRoleId: string | null;
  releaserRoleId: string | null;
  createdTemplateContentIds: string[];
  reportedTemplateContentIds: string[];
  /** Initial Version (new templates only; default 1) */
  version?: number;
}

export const newTemplateValues = (): TemplateFormValues => ({
  name: '',
  description: '',
  documentKey: '',
  location: '',
  reviewerRoleId: null,
  releaserRoleId: null,
  createdTemplateContentIds: [],
  reportedTemplateContentIds: [],
  version: 1,
});

/** The form's values of a stored template version (edit: no Initial Version). */
export const templateFormValues = (t: Template): TemplateFormValues => ({
  name: t.name,
  description: t.description,
  documentKey: t.documentKey,
  location: t.location,
  reviewerRoleId: t.reviewerRoleId,
  releaserRoleId: t.releaserRoleId,
  createdTemplateContentIds: [...t.createdTemplateContentIds],
  reportedTemplateContentIds: [...t.reportedTemplateContentIds],
});

const DIRTY_FIELDS = [
  'name',
  'description',
  'documentKey',
  'location',
  'reviewerRoleId',
  'releaserRoleId',
  'createdTemplateContentIds',
  'reportedTemplateContentIds',
  'version',
] as const;

interface TemplateFormDialogProps {
  /** null = closed; values with `version` set = New Template */
  values: TemplateFormValues | null;
  saving: boolean;
  onSave: (values: TemplateFormValues) => void;
  onClose: () => void;
  formKey?: string;
  notice?: React.ReactNode;
}

/** New Template / Edit Template on the shared FormDialog, validated by the contract (Save disabled while invalid). */
export function TemplateFormDialog({
  values,
  saving,
  onSave,
  onClose,
  formKey,
  notice,
}: TemplateFormDialogProps) {
  const creating = values?.version !== undefined;
  const roles = useRoles();
  const contents = useTemplateContents();
  const contentOptions = (contents.data ?? [])
    .map((c) => ({ value: c.id, label: c.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <FormDialog
      initial={values}
      title={creating ? 'New Template' : 'Edit Template'}
      schema={creating ? TemplateCreate : TemplateWrite}
      dirtyFields={DIRTY_FIELDS}
      saving={saving}
      onSave={onSave}
      onClose={onClose}
      formKey={formKey}
      notice={notice}
    >
      {({ values: v, errors, set, touch }) => (
        <>
          <TextInput
            label="Name"
            withAsterisk
            data-autofocus
            value={v.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            onBlur={() => touch('name')}
            error={errors.name}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            value={v.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            error={errors.description}
          />
          <TextInput
            label="Document Key"
            value={v.documentKey}
            onChange={(e) => set('documentKey', e.currentTarget.value)}
            error={errors.documentKey}
          />
          <TextInput
            label="Location"
            value={v.location}
            onChange={(e) => set('location', e.currentTarget.value)}
            error={errors.location}
          />
          <RoleSelect
            label="Approver Role"
            value={v.reviewerRoleId}
            roles={roles.data ?? []}
            onChange={(id) => set('reviewerRoleId', id)}
            error={errors.reviewerRoleId}
          />
          <RoleSelect
            label="Releaser Role"
            value={v.releaserRoleId}
            roles={roles.data ?? []}
            onChange={(id) => set('releaserRoleId', id)}
            error={errors.releaserRoleId}
          />
          <IdMultiSelect
            label="Template Contents"
            value={v.createdTemplateContentIds}
            options={contentOptions}
            onChange={(ids) => set('createdTemplateContentIds', ids)}
          />
          <IdMultiSelect
            label="Reported Contents"
            value={v.reportedTemplateContentIds}
            options={contentOptions}
            onChange={(ids) => set('reportedTemplateContentIds', ids)}
          />
          {creating && (
            <NumberInput
              label="Initial Version"
              withAsterisk
              allowDecimal={false}
              value={v.version}
              onChange={(n) => set('version', typeof n === 'number' ? n : Number.NaN)}
              onBlur={() => touch('version')}
              error={errors.version}
            />
          )}
        </>
      )}
    </FormDialog>
  );
}
