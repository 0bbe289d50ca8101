import { Alert, Button, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Virtualizer } from '@tanstack/react-virtual';
import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import {
  GAP_LIST_CSV_FILE_NAME,
  GAP_MESSAGES,
  LICENSING_NOTICE,
  downloadGapListCsv,
  useIsQmsAdmin,
  useProductRequirements,
  useCurrentTemplateList,
  useTemplateContents,
  useCurrentSopList,
} from '@qms/shared-api';
import { notify, PageTitle, saveBlob, useNotifyQueryError } from '@qms/shared-ui';
import { anchorIndex, buildRows, EMPTY_FILTER, filterRows, type GapFilter } from '../model/rows';
import {
  processOptions,
  productRequirementOptions,
  templateContentOptions,
  templateOptions,
} from '../model/targets';
import { GapSidebar } from './GapSidebar';
import { RequirementList } from './RequirementList';
import { StatisticsBadges } from './StatisticsBadges';
import { useAnchorScroll } from './useAnchorScroll';
import { useGapListData, type GapListView } from './useGapListData';
import { useProposals } from './useProposals';

// apexcharts is large: loaded with the status widget only
const StatisticsPies = lazy(() => import('./StatisticsPies'));

const CSV_EXPORT_FAILED = 'gap-list.csv could not be exported. Please try again.';

/**
 * /sr-list/:id: the gap list of one regulation (spec 3 §2). `sideWidgets`: the right-hand widgets after Gap Analysis
 * Status (Product Requirement, Template Content Detail), composed by app/ from their own feature.
 */
export function GapListPage({ sideWidgets }: { sideWidgets?: ReactNode } = {}): JSX.Element {
  const { id = '' } = useParams();
  const { full, view } = useGapListData(id);
  useNotifyQueryError(full, GAP_MESSAGES.gapEntries(id));
  if (!view) {
    return (
      <Stack p="md">
        <PageTitle>Gap list</PageTitle>
        {!full.isError ? (
          <Loader aria-label="Loading the gap list" />
        ) : (
          <Text>{GAP_MESSAGES.gapEntries(id)}</Text>
        )}
      </Stack>
    );
  }
  // another regulation starts afresh: edit flag, filter and editing requirement reset (spec 3 §4); the head's
  // screen becomes the full one in place (same component): the rows on top and the scroll position stay
  return <GapListScreen key={id} view={view} sideWidgets={sideWidgets} />;
}

/** While only the head is there: the status text, e.g. 'Loading all 5,000 requirements…'. */
export const loadingAllText = (count: number) => `Loading all ${count.toLocaleString('en')} requirements…`;

function GapListScreen({ view, sideWidgets }: { view: GapListView; sideWidgets?: ReactNode }): JSX.Element {
  const { data, complete } = view;
  const isAdmin = useIsQmsAdmin();
  const [editing, setEditing] = useState(false);
  const [filter, setFilter] = useState<GapFilter>(EMPTY_FILTER);
  const { hash } = useLocation();
  const sops = useCurrentSopList();
  const templates = useCurrentTemplateList();
  const contents = useTemplateContents();
  // the Product Requirement widget beside the list asks for the same list (one request)
  const productRequirements = useProductRequirements();
  const options = useMemo(
    () => ({
      processes: processOptions(sops.data),
      templates: templateOptions(templates.data),
      contents: templateContentOptions(contents.data),
      blocks: data.linkedBlocks,
      productRequirements: productRequirementOptions(productRequirements.data),
    }),
    [sops.data, templates.data, contents.data, data.linkedBlocks, productRequirements.data],
  );
  const minLevel = complete ? undefined : data.minLevel;
  const allRows = useMemo(
    () => buildRows(data.requirements, data.qmsRequirements, minLevel),
    [data, minLevel],
  );
  const rows = useMemo(() => filterRows(allRows, filter), [allRows, filter]);
  const headings = useMemo(
    () => rows.flatMap((row, index) => (row.requirement.type === 'HEADING' ? [{ row, index }] : [])),
    [rows],
  );
  const virtualizerRef = useRef<Virtualizer<HTMLDivElement, Element> | null>(null);
  // the anchor waits for the full list (it may lie past the head)
  const anchor = useMemo(() => (complete ? anchorIndex(rows, hash) : -1), [complete, rows, hash]);
  useAnchorScroll(anchor, virtualizerRef);
  const regulationId = data.regulation.id;
  // no editing on the head: the editors need the full list (and its statistics must follow a write)
  const canEdit = complete && isAdmin && editing;
  const proposals = useProposals(regulationId, canEdit);

  const exportCsv = async () => {
    try {
      saveBlob(await downloadGapListCsv(regulationId), GAP_LIST_CSV_FILE_NAME);
    } catch (error) {
      notify.error(CSV_EXPORT_FAILED, error);
    }
  };
  const toggle = <K extends 'applicability' | 'evidence'>(key: K, value: GapFilter[K]) =>
    setFilter((f) => ({ ...f, [key]: f[key] === value ? 'ALL' : value }));

  return (
    <Stack p="md" gap="sm">
      <PageTitle>{`Gap list: ${data.regulation.title}`}</PageTitle>
      {/* the statistics (or the loading status) on a line of their own and the controls below, in both states:
          a shared line wrapped differently once the wider badges came and moved the list down */}
      <Group gap="sm" mih={24}>
        {complete ? (
          <StatisticsBadges s={data.statistics} />
        ) : (
          <>
            <Loader size="sm" aria-label="Loading statistics" />
            <Text size="sm" role="status">
              {loadingAllText(data.requirementCount)}
            </Text>
          </>
        )}
      </Group>
      {(isAdmin || data.exportAllowed) && (
        <Group gap="sm">
          {isAdmin && (
            <Switch
              label="Edit"
              checked={canEdit}
              disabled={!complete}
              onChange={(e) => setEditing(e.currentTarget.checked)}
            />
          )}
          {data.exportAllowed && (
            <Button
              variant="default"
              disabled={!complete}
              leftSection={<IconDownload size={16} />}
              onClick={() => void exportCsv()}
            >
              Export CSV
            </Button>
          )}
        </Group>
      )}
      {!data.contentVisible && (
        <Alert color="yellow" variant="light">
          <Text size="sm">{LICENSING_NOTICE}</Text>
        </Alert>
      )}
      <Group align="flex-start" wrap="nowrap" gap="md">
        <GapSidebar
          filter={filter}
          onFilter={setFilter}
          headings={headings}
          loading={!complete}
          processes={options.processes}
          onJump={(i) => virtualizerRef.current?.scrollToIndex(i, { align: 'start' })}
        />
        <div style={{ flex: 1, minWidth: 0 }}>
          <RequirementList
            rows={rows}
            canEdit={canEdit}
            options={options}
            selectedId={anchor >= 0 ? rows[anchor]!.requirement.id : null}
            virtualizerRef={virtualizerRef}
            proposals={proposals}
          />
        </div>
        <Stack w={420} style={{ flexShrink: 0 }} component="aside" aria-label="Gap list widgets">
          <Stack gap="xs" component="section" aria-label="Gap Analysis Status">
            <Title order={2} size="h4">
              Gap Analysis Status
            </Title>
            {complete ? (
              <Suspense fallback={<Loader size="sm" aria-label="Loading the statistics charts" />}>
                <StatisticsPies
                  statistics={data.statistics}
                  onApplicability={(f) => toggle('applicability', f)}
                  onEvidence={(f) => toggle('evidence', f)}
                />
              </Suspense>
            ) : (
              <Loader size="sm" aria-label="Loading the statistics charts" />
            )}
          </Stack>
          {sideWidgets}
        </Stack>
      </Group>
    </Stack>
  );
}
