import { Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import {
  contentLinkResolver,
  TEMPLATE_CONTENT_MESSAGES,
  useIsQmsAdmin,
  useTemplateContentSearch,
  type LinkedVersionRef,
  type TemplateContentRow,
  type TemplateContentStandardFlag,
  useQmsRequirementsBy,
} from '@qms/shared-api';
import { LinkedRequirements } from './LinkedRequirements';
import { useUpdateFromStandard } from './updateFromStandard';
import {
  STANDARD_FLAG_LABEL,
  STANDARD_FLAG_TEXT,
  StandardFlagIcon,
  ValidationIcons,
} from './ValidationIcons';

function Refs({ label, refs, path }: { label: string; refs: LinkedVersionRef[]; path: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {refs.length === 0 ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : (
        <Group gap={6}>
          {refs.map((r) => (
            <Anchor
              key={r.versionId}
              component={Link}
              to={`${path}/${encodeURIComponent(r.versionId)}`}
              size="sm"
            >
              {r.name} V{r.version}
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={value ? undefined : 'dimmed'}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

/**
 * A content's flag against the standard (issue 11): what it means, for a changed one the standard's texts and —
 * for admins — "Update from the standard" (the same implementation as the synchronisation result).
 */
function StandardFlagSection({
  content,
  flag,
}: {
  content: TemplateContentRow;
  flag: TemplateContentStandardFlag;
}): JSX.Element {
  const isAdmin = useIsQmsAdmin();
  const { update, pendingId } = useUpdateFromStandard();
  const changed = flag.state === 'CHANGED_IN_STANDARD';
  return (
    // a lasting state, not an event: a labelled section (an Alert would be announced as role="alert")
    <Paper withBorder p="xs" component="section" aria-label={STANDARD_FLAG_LABEL[flag.state]}>
      <Stack gap={4}>
        <Text size="sm" fw={600} c={changed ? 'blue' : 'dimmed'}>
          {STANDARD_FLAG_LABEL[flag.state]}
        </Text>
        <Text size="sm">{STANDARD_FLAG_TEXT[flag.state]}</Text>
        {changed && (
          <>
            <Text size="sm">Standard name: {flag.standardName}</Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              Standard description: {flag.standardDescription || '—'}
            </Text>
            {isAdmin && (
              <Group>
                <Button
                  size="compact-xs"
                  variant="light"
                  loading={pendingId === content.id}
                  onClick={() =>
                    void update({
                      id: content.id,
                      srId: content.srId ?? '',
                      name: content.name,
                      standardName: flag.standardName,
                      standardDescription: flag.standardDescription,
                    })
                  }
                >
                  Update from the standard
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Template Content Detail (spec 2 §2): name, description, example text, the processes using it, the creating and
 * reporting templates, the linked regulation requirements, the content's warnings and its flag against the
 * standard (issue 11). Works with its id only.
 */
export function TemplateContentDetail({ contentId }: { contentId: string | null }): JSX.Element {
  const search = useTemplateContentSearch({});
  // asked for with the contents, not once they are there: LinkedRequirements reads the same query
  useQmsRequirementsBy('template-content', contentId ?? '', !!contentId);
  // one index per search answer: choosing row after row looks each up instead of scanning 2,000 contents
  const byId = useMemo(
    () => new Map((search.data?.templateContents ?? []).map((c) => [c.id, c])),
    [search.data],
  );
  // the answer lists each template and process version once; a content's links are its info's version ids
  const linksOf = useMemo(
    () => contentLinkResolver(search.data?.templates ?? [], search.data?.sops ?? []),
    [search.data],
  );
  // a content made since the answer was loaded (another tab, another user): ask once more before saying it is gone
  const refetchedFor = useRef<string | null>(null);
  const missing = !!contentId && !!search.data && !byId.has(contentId);
  useEffect(() => {
    if (!missing || search.isFetching || refetchedFor.current === contentId) return;
    refetchedFor.current = contentId;
    void search.refetch();
  }, [missing, contentId, search]);
  if (!contentId) {
    return (
      <Text size="sm" c="dimmed" p="sm">
        {TEMPLATE_CONTENT_MESSAGES.noneSelected}
      </Text>
    );
  }
  if (search.isLoading || (missing && refetchedFor.current !== contentId) || (missing && search.isFetching))
    return <Loader size="sm" m="sm" aria-label="Loading the template content" />;
  const content = byId.get(contentId);
  if (!content) {
    return (
      <Text size="sm" c="dimmed" p="sm">
        {search.isError
          ? 'The template content could not be loaded.'
          : 'This template content no longer exists.'}
      </Text>
    );
  }
  const info = search.data?.templateContentInfos[content.id];
  const links = linksOf(info);
  return (
    <Stack gap="sm" p="sm" aria-label={`Template content ${content.name}`} component="section">
      <Group gap={6} wrap="nowrap">
        <Title order={3} size="h5">
          {content.name}
        </Title>
        <ValidationIcons validations={info?.validations ?? []} />
        <StandardFlagIcon flag={info?.standardFlag} />
        {content.srId && (
          <Badge size="sm" variant="light" style={{ textTransform: 'none' }}>
            Standard {content.srId}
          </Badge>
        )}
      </Group>
      {info?.standardFlag && <StandardFlagSection content={content} flag={info.standardFlag} />}
      <Field label="Description" value={content.description} />
      <Field label="Example" value={content.exampleText} />
      <Refs label="Processes" refs={links.processes} path="/processes" />
      <Refs label="Creating Templates" refs={links.creatingTemplates} path="/templates" />
      <Refs label="Reporting Templates" refs={links.reportingTemplates} path="/templates" />
      <LinkedRequirements contentId={content.id} />
    </Stack>
  );
}
