import { Alert, Anchor, List, Textarea, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';
import { otherProcessesDefiningTerm, SopTermWrite, type TermSearchEntry } from '@qms/shared-api';
import { FormDialog } from '@qms/shared-ui';

/** The term form's values; `existing` is the term version being edited (absent for a new term). */
export interface TermDraft {
  term: string;
  abbreviation: string;
  definition: string;
  existing?: { artifactId: string; versionId: string; dbVersion: number };
}

export const newTermDraft = (): TermDraft => ({ term: '', abbreviation: '', definition: '' });

interface TermFormDialogProps {
  draft: TermDraft | null;
  /** the process artifact whose glossary this is (its own terms never count as duplicates) */
  sopArtifactId: string;
  /** GET /qms-api/terms/search, for the duplicate warning */
  allTerms: readonly TermSearchEntry[];
  saving: boolean;
  onSave: (draft: TermDraft) => void;
  onClose: () => void;
}

const DIRTY = ['term', 'abbreviation', 'definition'] as const;

/**
 * New / edit a glossary term of a process (spec 1 §2.6, §5): term and definition 'Min. 1 characters',
 * abbreviation 'Max. 32 characters'; a warning lists the other processes that define the same term.
 */
export function TermFormDialog({
  draft,
  sopArtifactId,
  allTerms,
  saving,
  onSave,
  onClose,
}: TermFormDialogProps): JSX.Element {
  return (
    <FormDialog
      initial={draft}
      title={draft?.existing ? 'Edit Term' : 'New Term'}
      schema={SopTermWrite}
      dirtyFields={DIRTY}
      saving={saving}
      onSave={onSave}
      onClose={onClose}
    >
      {({ values, errors, set, touch }) => {
        const others = otherProcessesDefiningTerm(values.term, sopArtifactId, allTerms);
        return (
          <>
            <TextInput
              label="Term"
              withAsterisk
              data-autofocus
              value={values.term}
              onChange={(e) => set('term', e.currentTarget.value)}
              onBlur={() => touch('term')}
              error={errors.term}
            />
            {others.length > 0 && (
              <Alert color="yellow" title="This term is already defined in other processes">
                <List size="sm">
                  {others.map((o) => (
                    <List.Item key={o.sopArtifactId}>
                      <Anchor component={Link} to={`/processes/${o.sopVersionId}`} size="sm" target="_blank">
                        {o.sopName}
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <TextInput
              label="Abbreviation"
              value={values.abbreviation}
              onChange={(e) => set('abbreviation', e.currentTarget.value)}
              onBlur={() => touch('abbreviation')}
              error={errors.abbreviation}
            />
            <Textarea
              label="Definition"
              withAsterisk
              autosize
              minRows={3}
              value={values.definition}
              onChange={(e) => set('definition', e.currentTarget.value)}
              onBlur={() => touch('definition')}
              error={errors.definition}
            />
          </>
        );
      }}
    </FormDialog>
  );
}
