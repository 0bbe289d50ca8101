import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  isDeletable,
  versionLabel,
  isEditable,
  TEMPLATE_MESSAGES,
  useDeleteTemplate,
  useIsQmsAdmin,
  useRoles,
  useTemplate,
  useUpdateTemplate,
} from '@qms/shared-api';
import {
  ConfirmDialog,
  notify,
  PageTitle,
  ReleaseWorkflow,
  ReviewHistory,
  useNotifyQueryError,
} from '@qms/shared-ui';
import { ReleaseWorkflowTarget } from './ReleaseWorkflowTarget';
import { TemplateFields } from './TemplateFields';
import { TemplateFormDialog, templateFormValues, type TemplateFormValues } from './TemplateFormDialog';
import { TemplateSidePanels } from './TemplateSidePanels';
import { UploadedTemplate } from './UploadedTemplate';

/** /templates/:id (TemplateDetailView, id = version id): header, fields, release workflow, right panels. */
export function TemplateDetailPage({
  contentDetail,
  contentChip,
}: {
  /** the Template Content Detail panel for a content id (app/ composes it from the template-contents feature) */
  contentDetail: (contentId: string | null) => ReactNode;
  /** a content's chip with its warning icons (app/ composes it from the template-contents feature) */
  contentChip: (contentId: string, selected: boolean, onSelect: () => void) => ReactNode;
}): JSX.Element {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const isAdmin = useIsQmsAdmin();
  const template = useTemplate(id);
  useNotifyQueryError(template, TEMPLATE_MESSAGES.fetch(id));
  const roles = useRoles();
  const update = useUpdateTemplate();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<TemplateFormValues | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [selectedContent, setSelectedContent] = useState<string | null>(null);
  const [tab, setTab] = useState('gap-list');
  // spec 2: the admin release actions sit in the header; the Release Workflow renders them into this element
  const [releaseActionsHost, setReleaseActionsHost] = useState<HTMLDivElement | null>(null);

  if (!template.data) {
    return (
      <Stack p="md">
        <PageTitle>Template Detail</PageTitle>
        {template.isLoading ? (
          <Loader size="sm" aria-label="Loading the template" />
        ) : (
          <Text c="dimmed">The template could not be loaded.</Text>
        )}
      </Stack>
    );
  }
  const t = template.data;
  const editable = isEditable(t.releaseState, isAdmin);

  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the Initial Version is not part of an update
  const save = ({ version, ...fields }: TemplateFormValues) =>
    update.mutate(
      { versionId: t.versionId, body: { ...fields, dbVersion: t.dbVersion } },
      {
        onSuccess: () => {
          notify.info('Template saved.');
          setEditing(null);
        },
        onError: (error) => notify.error(TEMPLATE_MESSAGES.update(t.versionId), error),
      },
    );

  const confirmDelete = () =>
    remove.mutate(t.versionId, {
      onSuccess: () => {
        notify.info('Template deleted.');
        navigate('/templates');
      },
      onError: (error) => notify.error(TEMPLATE_MESSAGES.delete, error),
      onSettled: () => setConfirmingDelete(false),
    });

  const selectContent = (contentId: string) => {
    setSelectedContent(contentId);
    setTab('content');
  };

  return (
    <Stack p="md" gap="md">
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <PageTitle>{t.name}</PageTitle>
          <Badge variant="light" size="lg" style={{ textTransform: 'none' }}>
            {versionLabel(t.version, t.releaseState)}
          </Badge>
        </Group>
        {isAdmin && (
          <Group gap="xs" align="flex-start">
            <div ref={setReleaseActionsHost} />
            {editable && (
              <Button
                variant="light"
                leftSection={<IconPencil size={16} />}
                onClick={() => setEditing(templateFormValues(t))}
              >
                Edit
              </Button>
            )}
            {isDeletable(t.releaseState) && (
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirmingDelete(true)}
              >
                Delete
              </Button>
            )}
          </Group>
        )}
      </Group>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Stack style={{ flex: 1, minWidth: 0 }} gap="md">
          <TemplateFields
            template={t}
            roles={roles.data ?? []}
            contentChip={contentChip}
            onSelectContent={selectContent}
            selectedContentId={selectedContent}
            uploaded={<UploadedTemplate versionId={t.versionId} editable={editable} />}
          />
          {/* the admin's version actions render into the header (spec 2), their dialogs stay here (ADR 0064) */}
          <ReleaseWorkflowTarget>
            <ReleaseWorkflow
              kind="templates"
              messages={{
                releaseState: TEMPLATE_MESSAGES.releaseState,
                releaseCreateOrLoad: TEMPLATE_MESSAGES.releaseCreateLoad,
              }}
              record={t}
              changeDescriptionEditable={editable}
              changeDescriptionErrorMessage={TEMPLATE_MESSAGES.update(t.versionId)}
              onSaveChangeDescription={(changeDescription) =>
                update.mutateAsync({
                  versionId: t.versionId,
                  body: { ...templateFormValues(t), changeDescription, dbVersion: t.dbVersion },
                })
              }
              onNewVersion={(created) => navigate(`/templates/${encodeURIComponent(created.versionId)}`)}
              versionPath={(versionId) => `/templates/${encodeURIComponent(versionId)}`}
              actionsHost={isAdmin ? releaseActionsHost : undefined}
            />
          </ReleaseWorkflowTarget>
          {/* the template's history of periodic reviews (issue 29.6) */}
          <ReviewHistory kind="templates" artifactId={t.artifactId} />
        </Stack>
        <TemplateSidePanels
          template={t}
          editable={editable}
          selectedContentId={selectedContent}
          tab={tab}
          onTab={setTab}
          contentDetail={contentDetail}
        />
      </Group>
      <TemplateFormDialog
        values={editing}
        saving={update.isPending}
        onSave={save}
        onClose={() => !update.isPending && setEditing(null)}
        formKey={editing ? `${t.versionId}:${t.dbVersion}` : undefined}
      />
      <ConfirmDialog
        opened={confirmingDelete}
        title="Delete template"
        message={`Delete "${t.name}" V${t.version}? This cannot be undone.`}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirmingDelete(false)}
      />
    </Stack>
  );
}
