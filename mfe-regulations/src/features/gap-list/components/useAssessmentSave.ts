import { useState } from 'react';
import {
  ApiError,
  GAP_MESSAGES,
  QMS_REQUIREMENT_CHANGED_BY_SOMEONE_ELSE,
  useUpdateQmsRequirement,
  type QmsRequirement,
} from '@qms/shared-api';
import { notify } from '@qms/shared-ui';
import { toUpdate, type AssessmentChange } from '../model/assessment';

/**
 * Saves one assessment. A failure shows spec 3 §8's message; a 409 (someone else saved first) keeps the change the
 * user made as `conflict`, so the editor shows it beside the reloaded requirement to apply again.
 */
export function useAssessmentSave(qms: QmsRequirement) {
  const mutation = useUpdateQmsRequirement();
  const [conflict, setConflict] = useState<AssessmentChange | null>(null);
  const save = (change: AssessmentChange) => {
    mutation.mutate(toUpdate(qms, change), {
      onSuccess: () => setConflict(null),
      onError: (error) => {
        const stale = error instanceof ApiError && error.status === 409;
        notify.error(
          GAP_MESSAGES.update(qms.requirementId),
          stale ? QMS_REQUIREMENT_CHANGED_BY_SOMEONE_ELSE : error,
        );
        if (stale) setConflict(change);
      },
    });
  };
  return { save, saving: mutation.isPending, conflict, dismissConflict: () => setConflict(null) };
}
