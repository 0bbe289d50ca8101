import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  TEMPLATE_CONTENT_MESSAGES,
  templateContentsQueryOptions,
  useSaveTemplateContent,
  type SyncDifference,
} from '@qms/shared-api';
import { notify } from '@qms/shared-ui';

/** Said when the entry of a reported difference is no longer in the tenant's contents (deleted meanwhile). */
export const syncEntryGoneMessage = (name: string): string =>
  `"${name}" is no longer among the template contents and cannot be updated from the standard.`;

/**
 * "Update from the standard" (issue 11), the one implementation behind the synchronisation result and the Template
 * Content Detail: looks the entry up in the full list from the server at the click — not in a page's filtered
 * answer, so it works for an entry a filter hides — and writes the standard's name and description with the
 * current dbVersion (example text and srId kept). Resolves true when the entry was updated.
 */
export function useUpdateFromStandard() {
  const client = useQueryClient();
  const save = useSaveTemplateContent();
  const [pendingId, setPendingId] = useState<string | null>(null);

  const update = async (difference: SyncDifference): Promise<boolean> => {
    setPendingId(difference.id);
    try {
      const contents = await client.fetchQuery({ ...templateContentsQueryOptions(), staleTime: 0 });
      const content = contents.find((c) => c.id === difference.id);
      if (!content) {
        notify.error(syncEntryGoneMessage(difference.name));
        return false;
      }
      await save.mutateAsync({
        id: content.id,
        dbVersion: content.dbVersion,
        name: difference.standardName ?? content.name,
        description: difference.standardDescription ?? content.description,
        exampleText: content.exampleText,
        srId: content.srId,
      });
      notify.info(`"${content.name}" updated from the standard.`);
      return true;
    } catch (error) {
      notify.error(TEMPLATE_CONTENT_MESSAGES.save, error);
      return false;
    } finally {
      setPendingId(null);
    }
  };
  return { update, pendingId };
}
