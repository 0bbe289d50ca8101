import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SopVersionUpdate, TemplateUpdate, type ArtifactKind } from '@qms/shared-api';
import { fieldErrorsOf, type SafeParser } from '../dialogs/field-errors';

/** The contract's rule for the Change Description of each area's version (the server refuses the same). */
const CHANGE_DESCRIPTION_RULE: Record<ArtifactKind, SafeParser> = {
  sops: SopVersionUpdate.pick({ changeDescription: true }),
  templates: TemplateUpdate.pick({ changeDescription: true }),
};

interface ChangeDescriptionCardProps {
  /** whose version it is: its contract's limit applies (processes 100,000 characters, templates 10,000) */
  kind: ArtifactKind;
  /** the version's saved change description */
  value: string;
  editable: boolean;
  /** saves through the host area (the version belongs to it); resolves when saved */
  onSave: (text: string) => Promise<unknown>;
}

/** The Change Description of the version (spec 1 §2.6): what changed in it, shown in the history and the PDF. */
export function ChangeDescriptionCard({
  kind,
  value,
  editable,
  onSave,
}: ChangeDescriptionCardProps): JSX.Element {
  const [text, setText] = useState(value);
  const [saving, setSaving] = useState(false);
  // a reload with another saved text replaces the field only when the user has not changed it
  const [base, setBase] = useState(value);
  useEffect(() => {
    if (value === base) return;
    setText((current) => (current === base ? value : current));
    setBase(value);
  }, [value, base]);
  const dirty = text !== value;
  const error = fieldErrorsOf(CHANGE_DESCRIPTION_RULE[kind], { changeDescription: text }).changeDescription;

  const save = async () => {
    if (error) return;
    setSaving(true);
    try {
      await onSave(text);
    } catch {
      // the container reported it; the text stays
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="change-description-title">
      <Stack gap="xs">
        <Title order={3} size="h5" id="change-description-title">
          Change Description
        </Title>
        {editable ? (
          <>
            <Textarea
              aria-labelledby="change-description-title"
              autosize
              minRows={2}
              value={text}
              disabled={saving}
              error={error}
              onChange={(e) => setText(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button
                variant="light"
                disabled={!dirty || !!error}
                loading={saving}
                onClick={() => void save()}
              >
                Save Change Description
              </Button>
            </Group>
          </>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {value || 'No change description.'}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
