import { ActionIcon, Badge, Button, Group, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { IconFocus2, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { Impact } from '@qms/shared-api';
import { ConfirmDialog } from '@qms/shared-ui';
import type { ImpactEditorContext } from '../model/context';
import { isDirty, isNewImpact } from '../model/draft';
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
  const { save, del, busy } = useImpactSave(ctx.analysisId, () => setDraft(impact));
  const patch = (change: Partial<Impact>) => setDraft((d) => ({ ...d, ...change }));
  const isNew = isNewImpact(impact);
  const dirty = isNew || isDirty(draft, impact);

  const onSave = () => {
    save(draft).then(
      (saved) => (isNew ? ctx.onCreated(saved) : setDraft(saved)),
      () => undefined, // shown and reloaded by useImpactSave
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
          <Button size="xs" onClick={onSave} loading={busy} disabled={!dirty}>
            Save
          </Button>
        </Group>
      </Group>
      <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="requirements">Requirements</Tabs.Tab>
          <Tabs.Tab value="change">Change</Tabs.Tab>
          <Tabs.Tab value="impact">Impact</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="requirements" pt="sm">
          <RequirementsTab draft={draft} patch={patch} ctx={ctx} />
        </Tabs.Panel>
        <Tabs.Panel value="change" pt="sm">
          <ChangeTab draft={draft} patch={patch} />
        </Tabs.Panel>
        <Tabs.Panel value="impact" pt="sm">
          <ImpactTab draft={draft} patch={patch} />
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
