import { ActionIcon, Alert, Badge, Button, Fieldset, Group, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { IconFocus2, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { errorDetail, type Impact } from '@qms/shared-api';
import { ConfirmDialog } from '@qms/shared-ui';
import type { ImpactEditorContext } from '../model/context';
import { draftRefusal, isDirty, isNewImpact } from '../model/draft';
import { RequirementsTab } from './RequirementsTab';
import { ChangeTab, ImpactTab } from './TypeTabs';
import { useImpactSave } from '../hooks/useImpactSave';

type Tab = 'requirements' | 'change' | 'impact';

/**
 * The impact editor (spec 3 §2): tabs Requirements, Change and Impact (the mode picks the first shown: Impact tab in
 * Impact mode, else Change), a seek button, Save and Delete (with confirmation). Edits stay in a draft until Save;
 * a new impact keeps NEW_IMPACT_ID until its first save. After a failed save or delete the stored impact is reloaded
 * and the draft dropped.
 */
export function ImpactEditor({ impact, ctx }: { impact: Impact; ctx: ImpactEditorContext }): JSX.Element {
  const [draft, setDraft] = useState<Impact>(impact);
  const [tab, setTab] = useState<Tab>(ctx.impactMode ? 'impact' : 'change');
  const [confirmDelete, setConfirmDelete] = useState(false);
  // a reloaded or another impact replaces the draft
  useEffect(() => setDraft(impact), [impact]);
  useEffect(() => setTab(ctx.impactMode ? 'impact' : 'change'), [ctx.impactMode]);
  const isNew = isNewImpact(impact);
  // a refused new impact keeps what was typed (there is no stored one to go back to); a stored one is reloaded
  const { save, del, busy } = useImpactSave(ctx.analysisId, () => !isNew && setDraft(impact));
  const [saveError, setSaveError] = useState<string | null>(null);
  const patch = (change: Partial<Impact>) => {
    setSaveError(null);
    setDraft((d) => ({ ...d, ...change }));
  };
  const dirty = isNew || isDirty(draft, impact);
  const refusal = useMemo(
    () => draftRefusal(draft, impact, ctx),
    [draft, impact, ctx.impacts, ctx.fromRequirements, ctx.toRequirements], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const refusalId = useId();

  const onSave = () => {
    setSaveError(null);
    save(draft).then(
      (saved) => (isNew ? ctx.onCreated(saved) : setDraft(saved)),
      // the snackbar says it too, but behind the editor: the reason belongs where the user is looking
      (error: unknown) => setSaveError(errorDetail(error)),
    );
  };
  const onDelete = () => {
    setConfirmDelete(false);
    del(impact).then(ctx.onDeleted, () => undefined);
  };

  return (
    <Stack gap="sm" aria-label="Impact editor" component="section">
      <Group justify="space-between" wrap="nowrap">
        <Group gap={6}>
          {isNew && <Badge variant="outline">New impact</Badge>}
          {!isNew && dirty && <Text size="xs">Unsaved changes</Text>}
        </Group>
        <Group gap={4}>
          {!isNew && (
            <Tooltip label="Show this impact in the list">
              <ActionIcon variant="subtle" aria-label="Seek impact" onClick={() => ctx.onSeek(impact.id)}>
                <IconFocus2 size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconTrash size={14} />}
            onClick={() => setConfirmDelete(true)}
          >
            Delete
          </Button>
          <Button
            size="xs"
            onClick={onSave}
            loading={busy}
            disabled={!dirty || !!refusal}
            aria-describedby={dirty && refusal ? refusalId : undefined}
          >
            Save
          </Button>
        </Group>
      </Group>
      {dirty && refusal && (
        <Text id={refusalId} size="sm" c="red.8" data-testid="impact-refusal">
          {refusal}
        </Text>
      )}
      {saveError && (
        <Alert color="red" variant="light" role="alert" title="Not saved">
          {saveError}
        </Alert>
      )}
      <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="requirements">Requirements</Tabs.Tab>
          <Tabs.Tab value="change">Change</Tabs.Tab>
          <Tabs.Tab value="impact">Impact</Tabs.Tab>
        </Tabs.List>
        {/* no edits while a save is under way: the save completes with the impact reloaded, which replaces
            the draft */}
        <Tabs.Panel value="requirements" pt="sm">
          <Fieldset variant="unstyled" p={0} disabled={busy}>
            <RequirementsTab draft={draft} patch={patch} ctx={ctx} />
          </Fieldset>
        </Tabs.Panel>
        <Tabs.Panel value="change" pt="sm">
          <Fieldset variant="unstyled" p={0} disabled={busy}>
            <ChangeTab draft={draft} patch={patch} />
          </Fieldset>
        </Tabs.Panel>
        <Tabs.Panel value="impact" pt="sm">
          <Fieldset variant="unstyled" p={0} disabled={busy}>
            <ImpactTab draft={draft} patch={patch} />
          </Fieldset>
        </Tabs.Panel>
      </Tabs>
      <ConfirmDialog
        opened={confirmDelete}
        title="Delete impact?"
        message={
          isNew
            ? 'The new impact is discarded.'
            : 'The impact and its mapping are deleted; its requirements become unmapped.'
        }
        confirmLabel="Delete"
        onConfirm={onDelete}
        onCancel={() => setConfirmDelete(false)}
      />
    </Stack>
  );
}
