import { Switch } from '@mantine/core';
import {
  TRAINING_MAIL_MESSAGES as M,
  useSaveTrainingMailPreferences,
  useTrainingMailPreferences,
} from '@qms/shared-api';
import { notify, useNotifyQueryError } from '@qms/shared-ui';

/**
 * The signed-in user's choice whether training reminders and overdue notices come by e-mail (issue 29.7); the
 * assignment mail always goes, which the description says. Saved on change; a refusal (e.g. changed elsewhere)
 * shows the server's message and the switch shows the stored choice again.
 */
export function TrainingMailSwitch(): JSX.Element {
  const preferences = useTrainingMailPreferences();
  const save = useSaveTrainingMailPreferences();
  useNotifyQueryError(preferences, M.loadError);
  const stored = preferences.data;
  return (
    <Switch
      label={M.label}
      description={M.description}
      checked={save.isPending ? save.variables.reminders : (stored?.reminders ?? true)}
      disabled={!stored || save.isPending}
      onChange={(event) => {
        if (!stored) return;
        save.mutate(
          { reminders: event.currentTarget.checked, dbVersion: stored.dbVersion },
          {
            onSuccess: () => notify.info(M.saved),
            // the detail line is the server's message (e.g. changed elsewhere)
            onError: (error) => notify.error(M.saveError, error),
          },
        );
      }}
    />
  );
}
