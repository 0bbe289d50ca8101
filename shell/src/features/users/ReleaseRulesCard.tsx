import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useReleaseRules, useSaveReleaseRules } from '@qms/shared-api';
import { notify, ReasonDialog, useNotifyQueryError } from '@qms/shared-ui';
import { RELEASE_RULES_MESSAGES } from './release-rules.messages';

const RULE =
  'In one release nobody is both author and approver, nobody signs in both capacities, and the releaser is not the only author.';

/**
 * The tenant's release rules on the admin page (issue 27.3): four-eyes is on by default; a small company may relax
 * it. Each change asks for confirmation and a reason, which the audit trail records with it.
 */
export function ReleaseRulesCard(): JSX.Element {
  const rules = useReleaseRules();
  useNotifyQueryError(rules, RELEASE_RULES_MESSAGES.load);
  const save = useSaveReleaseRules();
  const [changing, setChanging] = useState(false);
  const fourEyes = rules.data?.fourEyes ?? true;

  const change = async (reason: string) => {
    if (!rules.data) return;
    try {
      await save.mutateAsync({ fourEyes: !fourEyes, reason, dbVersion: rules.data.dbVersion });
    } catch (error) {
      notify.error(RELEASE_RULES_MESSAGES.save, error);
      throw error;
    }
    notify.info(fourEyes ? RELEASE_RULES_MESSAGES.relaxed : RELEASE_RULES_MESSAGES.required);
    setChanging(false);
  };

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="release-rules-title">
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={2} size="h5" id="release-rules-title">
              Release rules
            </Title>
            <Badge variant="light" color={fourEyes ? 'green' : 'orange'} style={{ textTransform: 'none' }}>
              {fourEyes ? 'Four-eyes required' : 'Four-eyes relaxed'}
            </Badge>
          </Group>
          <Button
            size="xs"
            variant="default"
            disabled={!rules.data}
            loading={save.isPending}
            onClick={() => setChanging(true)}
          >
            {fourEyes ? 'Relax four-eyes rule' : 'Require four-eyes rule'}
          </Button>
        </Group>
        <Text size="sm">
          {fourEyes
            ? `Four-eyes rule: ${RULE}`
            : 'Four-eyes rule relaxed: one person may be author, approver and releaser of the same release. Meant for companies too small to separate these duties.'}
        </Text>
      </Stack>
      <ReasonDialog
        opened={changing}
        title={fourEyes ? 'Relax the four-eyes rule' : 'Require the four-eyes rule'}
        message={
          fourEyes
            ? 'From now on one person may author, approve and release the same document. Auditors will ask why: give the reason (e.g. how many people can take part in releases).'
            : `From now on: ${RULE} Running releases are checked when they are signed and completed.`
        }
        label="Reason"
        confirmLabel={fourEyes ? 'Relax rule' : 'Require rule'}
        onConfirm={change}
        onCancel={() => setChanging(false)}
      />
    </Paper>
  );
}
