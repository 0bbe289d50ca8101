import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Role, Template } from '@qms/shared-api';
import { NO_ROLE } from '@qms/shared-ui';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Stack>
  );
}

interface TemplateFieldsProps {
  template: Template;
  roles: readonly Role[];
  /**
   * A content's chip with its warning icons (app/ composes the template-contents feature's TemplateContentChip);
   * clicking it shows the content in the Template Content Detail panel
   */
  contentChip: (contentId: string, selected: boolean, onSelect: () => void) => ReactNode;
  onSelectContent: (id: string) => void;
  selectedContentId: string | null;
  uploaded: ReactNode;
}

const roleName = (roles: readonly Role[], id: string | null) =>
  id === null ? NO_ROLE : (roles.find((r) => r.id === id)?.name ?? 'Loading...');

/** The fields of spec 2 §2 Template Detail, in the spec's order. */
export function TemplateFields({
  template,
  roles,
  contentChip,
  onSelectContent,
  selectedContentId,
  uploaded,
}: TemplateFieldsProps): JSX.Element {
  const chips = (ids: readonly string[]) =>
    ids.length === 0 ? (
      <Text size="sm" c="dimmed" component="span">
        None
      </Text>
    ) : (
      <Group gap={6} component="span">
        {ids.map((id) => (
          <span key={id}>{contentChip(id, selectedContentId === id, () => onSelectContent(id))}</span>
        ))}
      </Group>
    );
  return (
    <Stack gap="sm" component="dl" m={0}>
      <Field label="Title">{template.name}</Field>
      <Field label="Description">{template.description || '—'}</Field>
      <Field label="Document Key">{template.documentKey || '—'}</Field>
      <Field label="Location">{template.location || '—'}</Field>
      <Field label="Approver Role">{roleName(roles, template.reviewerRoleId)}</Field>
      <Field label="Releaser Role">{roleName(roles, template.releaserRoleId)}</Field>
      <Field label="Template Contents">{chips(template.createdTemplateContentIds)}</Field>
      <Field label="Reported Contents">{chips(template.reportedTemplateContentIds)}</Field>
      <Field label="Uploaded Template">{uploaded}</Field>
    </Stack>
  );
}
