import { NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import {
  isSelfOrDescendant,
  ROOT_PROCESS_NAME,
  selectableProcesses,
  SopCreate,
  type RequirementType,
  type SopArtifact,
  type SopVersionSummary,
} from '@qms/shared-api';
import { FormDialog } from '@qms/shared-ui';

/** The form's values: the New Process fields (spec 1 §2.5); an edit carries the ids and dbVersions it read. */
export interface ProcessDraft {
  name: string;
  description: string;
  requirementType: RequirementType;
  parentArtifactId: string | null;
  version: number;
  /** set when editing an existing process */
  existing?: {
    artifactId: string;
    versionId: string;
    artifactDbVersion: number;
    versionDbVersion: number;
  };
}

export const newProcessDraft = (): ProcessDraft => ({
  name: '',
  description: '',
  requirementType: 'QMS',
  parentArtifactId: null,
  version: 1,
});

interface ProcessFormDialogProps {
  draft: ProcessDraft | null;
  artifacts: readonly SopArtifact[];
  sops: readonly SopVersionSummary[];
  saving: boolean;
  onSave: (draft: ProcessDraft) => void;
  onClose: () => void;
}

/** Select value of the root pseudo-process (a Select needs a string). */
const ROOT_VALUE = '__root__';
const DIRTY = ['name', 'description', 'requirementType', 'parentArtifactId', 'version'] as const;

/**
 * New Process / Edit Process (spec 1 §2.5, §5): title ('Minimum 1 character'), purpose, requirement type (default
 * QMS), parent ('# Root Process' or a selectable process) and Initial Version (new only; 'Initial Version must be a
 * positive number.'). Save stays disabled until the SopCreate contract accepts the values.
 */
export function ProcessFormDialog({
  draft,
  artifacts,
  sops,
  saving,
  onSave,
  onClose,
}: ProcessFormDialogProps): JSX.Element {
  const editing = draft?.existing;
  const parentOptions = useMemo(() => {
    // a process can not become its own ancestor
    const excluded = (candidate: string) =>
      !!editing && isSelfOrDescendant(artifacts, editing.artifactId, candidate);
    return [
      { value: ROOT_VALUE, label: ROOT_PROCESS_NAME },
      ...selectableProcesses(sops)
        .filter((s) => !excluded(s.artifactId))
        .map((s) => ({ value: s.artifactId, label: s.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    ];
  }, [artifacts, sops, editing]);

  return (
    <FormDialog
      initial={draft}
      title={editing ? 'Edit Process' : 'New Process'}
      schema={SopCreate}
      dirtyFields={DIRTY}
      saving={saving}
      onSave={onSave}
      onClose={onClose}
    >
      {({ values, errors, set, touch }) => (
        <>
          <TextInput
            label="Title"
            withAsterisk
            data-autofocus
            value={values.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            onBlur={() => touch('name')}
            error={errors.name}
          />
          <Textarea
            label="Purpose"
            autosize
            minRows={3}
            value={values.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            error={errors.description}
          />
          <Select
            label="Requirement Type"
            data={['QMS', 'PRODUCT']}
            allowDeselect={false}
            value={values.requirementType}
            onChange={(v) => v && set('requirementType', v as RequirementType)}
          />
          <Select
            label="Parent"
            searchable
            allowDeselect={false}
            data={parentOptions}
            value={values.parentArtifactId ?? ROOT_VALUE}
            onChange={(v) => set('parentArtifactId', !v || v === ROOT_VALUE ? null : v)}
          />
          {!editing && (
            <NumberInput
              label="Initial Version"
              withAsterisk
              allowDecimal={false}
              value={Number.isFinite(values.version) ? values.version : ''}
              // an empty or unparsable field is not a number: the contract then shows its message
              onChange={(v) => set('version', typeof v === 'number' ? v : Number.NaN)}
              onBlur={() => touch('version')}
              error={errors.version}
            />
          )}
        </>
      )}
    </FormDialog>
  );
}
