import { Select, TextInput } from '@mantine/core';
import { ImpactAnalysisCreate, NEW_IMPACT_ANALYSIS_ID } from '@qms/shared-api';
import { FormDialog } from '@qms/shared-ui';

/** The dialog's values: a new analysis has the placeholder id until it is created (spec 3 §4). */
export interface ImpactAnalysisDraft {
  id: string;
  title: string;
  regulationIdFrom: string;
  regulationIdTo: string;
  dbVersion?: number;
}

export const newImpactAnalysis = (): ImpactAnalysisDraft => ({
  id: NEW_IMPACT_ANALYSIS_ID,
  title: '',
  regulationIdFrom: '',
  regulationIdTo: '',
});

interface ImpactAnalysisDialogProps {
  /** null = closed */
  analysis: ImpactAnalysisDraft | null;
  /** the regulations offered as From and To */
  regulations: { value: string; label: string }[];
  saving: boolean;
  onSave: (analysis: ImpactAnalysisDraft) => void;
  onClose: () => void;
}

const DIRTY_FIELDS = ['title', 'regulationIdFrom', 'regulationIdTo'] as const;

/**
 * New / Edit Impact Analysis (spec 3 §2, §5): Title, From Regulation, To Regulation with the contract's messages
 * ('Minimum 1 character', 'From Regulation must be selected', 'To Regulation must be selected'); Save disabled
 * while invalid. From and To are fixed after creation, so they are disabled when editing.
 */
export function ImpactAnalysisDialog({
  analysis,
  regulations,
  saving,
  onSave,
  onClose,
}: ImpactAnalysisDialogProps): JSX.Element {
  const isNew = analysis?.id === NEW_IMPACT_ANALYSIS_ID;
  return (
    <FormDialog
      initial={analysis}
      title={isNew ? 'New Impact Analysis' : 'Edit Impact Analysis'}
      schema={ImpactAnalysisCreate}
      dirtyFields={DIRTY_FIELDS}
      saving={saving}
      onSave={onSave}
      onClose={onClose}
      formKey={analysis ? `${analysis.id}:${analysis.dbVersion ?? 'new'}` : undefined}
    >
      {({ values, errors, set, touch }) => (
        <>
          <TextInput
            label="Title"
            withAsterisk
            data-autofocus
            value={values.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            onBlur={() => touch('title')}
            error={errors.title}
          />
          {(
            [
              ['regulationIdFrom', 'From Regulation'],
              ['regulationIdTo', 'To Regulation'],
            ] as const
          ).map(([key, label]) => (
            <Select
              key={key}
              label={label}
              withAsterisk
              searchable
              disabled={!isNew}
              data={regulations}
              value={values[key] || null}
              onChange={(value) => set(key, value ?? '')}
              onBlur={() => touch(key)}
              error={errors[key]}
              nothingFoundMessage="No regulation found"
              comboboxProps={{ withinPortal: true }}
            />
          ))}
        </>
      )}
    </FormDialog>
  );
}
