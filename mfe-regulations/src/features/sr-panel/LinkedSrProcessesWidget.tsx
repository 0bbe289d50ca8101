import { Badge, Group, Loader, MultiSelect, Stack, Text } from '@mantine/core';
import {
  PROCESS_MESSAGES,
  TEMPLATE_CONTENT_MESSAGES,
  useCurrentSopList,
  useSop,
  useSrReferences,
  useTemplateContents,
  useTerms,
  useUpdateSopVersion,
} from '@qms/shared-api';
import { notify, useNotifyQueryError } from '@qms/shared-ui';
import { RequirementSearch } from './components/RequirementSearch';
import { NOT_YET_LINKED, processTemplateContents, searchSources } from './model/process-sources';
import type { ProcessVersionWidgetProps } from '@qms/shared-api';

export const LINKED_SR_LABEL = 'Linked S&R Processes';

/**
 * The LinkedSrProcessesWidget of the registry, the Standards and Regulations panel of a QMS process (spec 1 §2.6):
 * the linked SR processes (a multi-select while the process is editable, chips otherwise) and the requirement
 * search below.
 */
export default function LinkedSrProcessesWidget(props: ProcessVersionWidgetProps): JSX.Element {
  const { sopArtifactId, sopVersionId, editable } = props;
  const sop = useSop(sopVersionId);
  // "not yet linked in a process" (spec 1 §2.6): by a process's current versions, not by its obsolete history
  const sops = useCurrentSopList();
  const srProcesses = useSrReferences('processes');
  const sopContents = useSrReferences('sop-contents');
  const contents = useTemplateContents();
  const terms = useTerms({ artifactId: sopArtifactId, versionId: sopVersionId });
  const update = useUpdateSopVersion();
  useNotifyQueryError(sop, PROCESS_MESSAGES.detailLoad(sopVersionId));
  useNotifyQueryError(sops, PROCESS_MESSAGES.list);
  useNotifyQueryError(srProcesses, TEMPLATE_CONTENT_MESSAGES.srProcesses);
  useNotifyQueryError(sopContents, TEMPLATE_CONTENT_MESSAGES.srSopContents);
  useNotifyQueryError(contents, TEMPLATE_CONTENT_MESSAGES.search);
  useNotifyQueryError(terms, PROCESS_MESSAGES.termsLoad(sopVersionId));

  if (sop.isLoading || srProcesses.isLoading)
    return <Loader size="sm" m="md" aria-label="Loading the linked S&R processes" />;
  const version = sop.data?.sop;
  if (!version) return <Text size="sm">{PROCESS_MESSAGES.detailLoad(sopVersionId)}</Text>;

  const linkedAnywhere = new Set(sops.data?.allLinkedSrProcessIds ?? []);
  const options = (srProcesses.data ?? [])
    .map((p) => ({
      value: p.id,
      label: linkedAnywhere.has(p.id) ? p.name : `${p.name}${NOT_YET_LINKED}`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const nameOf = (id: string) => srProcesses.data?.find((p) => p.id === id)?.name ?? id;
  const save = (srProcessIds: string[]) =>
    update.mutate(
      {
        artifactId: sopArtifactId,
        versionId: sopVersionId,
        body: { srProcessIds, dbVersion: version.dbVersion },
      },
      { onError: (error) => notify.error(PROCESS_MESSAGES.update, error) },
    );
  const templateContents = processTemplateContents(version, contents.data ?? []);

  return (
    <Stack gap="sm" p="sm">
      {editable ? (
        <MultiSelect
          label={LINKED_SR_LABEL}
          data={options}
          value={version.srProcessIds}
          onChange={save}
          disabled={update.isPending}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      ) : (
        <Stack gap={4}>
          <Text size="sm" fw={700}>
            {LINKED_SR_LABEL}
          </Text>
          {version.srProcessIds.length === 0 ? (
            <Text size="sm" c="dimmed">
              No linked S&R Processes.
            </Text>
          ) : (
            <Group gap={6} role="list" aria-label={LINKED_SR_LABEL}>
              {version.srProcessIds.map((id) => (
                <Badge key={id} role="listitem" variant="light" style={{ textTransform: 'none' }}>
                  {nameOf(id)}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      )}
      <RequirementSearch
        templateContents={templateContents}
        processContents={sopContents.data ?? []}
        sources={searchSources(templateContents, terms.data ?? [])}
      />
    </Stack>
  );
}
