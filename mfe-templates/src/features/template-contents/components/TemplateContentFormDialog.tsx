import { Textarea, TextInput } from '@mantine/core';
import {
  NEW_TEMPLATE_CONTENT_ID,
  TEMPLATE_CONTENT_MESSAGES,
  TemplateContentWrite,
  useSrReferences,
  type TemplateContentDraft,
} from '@qms/shared-api';
import { FormDialog, NOT_LINKED, OptionalIdSelect, useNotifyQueryError } from '@qms/shared-ui';

const DIRTY_FIELDS = ['name', 'description', 'exampleText', 'srId'] as const;

export const newTemplateContent = (): TemplateContentDraft => ({
  id: NEW_TEMPLATE_CONTENT_ID,
  name: '',
  description: '',
  exampleText: '',
  srId: null,
});

interface TemplateContentFormDialogProps {
  content: TemplateContentDraft | null;
  saving: boolean;
  onSave: (content: TemplateContentDraft) => void;
  onClose: () => void;
}

/** New / Edit Template Content (spec 2 §5, §7): name, description, example text and the standards-service link. */
export function TemplateContentFormDialog({
  content,
  saving,
  onSave,
  onClose,
}: TemplateContentFormDialogProps) {
  const srContents = useSrReferences('template-contents');
  useNotifyQueryError(srContents, TEMPLATE_CONTENT_MESSAGES.srTemplateContents);
  return (
    <FormDialog
      initial={content}
      title={content?.id === NEW_TEMPLATE_CONTENT_ID ? 'New Template Content' : 'Edit Template Content'}
      schema={TemplateContentWrite}
      dirtyFields={DIRTY_FIELDS}
      saving={saving}
      onSave={onSave}
      onClose={onClose}
      formKey={content ? `${content.id}:${content.dbVersion ?? 'new'}` : undefined}
    >
      {({ values, errors, set, touch }) => (
        <>
          <TextInput
            label="Name"
            withAsterisk
            data-autofocus
            value={values.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            onBlur={() => touch('name')}
            error={errors.name}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            value={values.description ?? ''}
            onChange={(e) => set('description', e.currentTarget.value)}
            error={errors.description}
          />
          <Textarea
            label="Example"
            autosize
            minRows={2}
            value={values.exampleText ?? ''}
            onChange={(e) => set('exampleText', e.currentTarget.value)}
            error={errors.exampleText}
          />
          <OptionalIdSelect
            label="Standard Template Content"
            value={values.srId ?? null}
            noneLabel={NOT_LINKED}
            options={(srContents.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            onChange={(id) => set('srId', id)}
            error={errors.srId}
          />
        </>
      )}
    </FormDialog>
  );
}
