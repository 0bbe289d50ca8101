import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  LICENSING_NOTICE,
  regulationFromToMessage,
  useIsQmsAdmin,
  type Impact,
  type ImpactAnalysisDetail,
} from '@qms/shared-api';
import { newImpact } from '../model/draft';
import { type ImpactEditorContext } from '../model/context';
import { useAnalysisData } from '../hooks/useAnalysisData';
import { useImpactMode } from '../hooks/useImpactMode';
import { useScrollToKey, type ListVirtualizer } from '../hooks/useScrollToKey';
import { buildEntryList, impactIdFromHash } from '../utils/entries';
import { DetailHeader } from './DetailHeader';
import { COMMENTS_PANEL_ID, DetailWidgets } from './DetailWidgets';
import { EntryList, type EnsureLoaded } from './EntryList';
import { ToTableOfContents } from './ToTableOfContents';

/**
 * The analysis screen (spec 3 §2): header, the to-regulation's table of contents, the entries in to-regulation
 * order (loaded in chunks of 10, virtualised), 'Impacts without mapped to-clauses', and the right-hand widgets.
 * The selected impact, a new impact's draft and the chosen template content live here and vanish on leaving.
 */
export function AnalysisScreen({
  detail,
  statistics,
}: {
  detail: ImpactAnalysisDetail;
  statistics?: (detail: ImpactAnalysisDetail) => ReactNode;
}): JSX.Element {
  const analysis = detail.impactAnalysis;
  const isAdmin = useIsQmsAdmin();
  const [impactMode, setImpactMode] = useImpactMode();
  const [editQms, setEditQms] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [draft, setDraft] = useState<Impact | null>(null);
  const [contentId, setContentId] = useState<string | null>(null);
  const [scroll, setScroll] = useState({ index: -1, request: 0 });
  const data = useAnalysisData(detail);
  const { lookup } = data;

  // placed once the to-regulation is there (before, every impact would look unmapped)
  const list = useMemo(
    () => buildEntryList(data.loading ? [] : detail.impacts, lookup.toRequirements),
    [data.loading, detail.impacts, lookup.toRequirements],
  );
  const virtualizerRef = useRef<ListVirtualizer | null>(null);
  const ensureRef = useRef<EnsureLoaded | null>(null);
  useScrollToKey(scroll.index, scroll.request, virtualizerRef);
  const jumpTo = useCallback((index: number | undefined) => {
    if (index === undefined || index < 0) return;
    ensureRef.current?.(index);
    setScroll((s) => ({ index, request: s.request + 1 }));
  }, []);

  const { requirementIndex } = list;
  const pick = useCallback(
    (requirementId: string) => jumpTo(requirementIndex.get(requirementId)),
    [jumpTo, requirementIndex],
  );

  // '#impact={id}' anchors and selects that impact once the entries are there
  const { hash } = useLocation();
  const anchoredId = impactIdFromHash(hash);
  const anchorIndex = anchoredId ? list.impactIndex.get(anchoredId) : undefined;
  useEffect(() => {
    if (anchoredId && anchorIndex !== undefined) {
      setSelectedId(anchoredId);
      jumpTo(anchorIndex);
    }
  }, [anchoredId, anchorIndex, jumpTo]);

  const selected = draft ?? detail.impacts.find((i) => i.id === selectedId) ?? null;
  const select = (impactId: string) => {
    setDraft(null);
    setSelectedId(impactId);
  };
  const create = (requirementIdsTo: string[] = []) => {
    setSelectedId(null);
    setDraft(newImpact(analysis.id, { requirementIdsTo }));
  };
  const ctx: ImpactEditorContext = {
    analysisId: analysis.id,
    impacts: detail.impacts,
    fromRequirements: lookup.fromRequirements,
    toRequirements: lookup.toRequirements,
    fromById: lookup.fromById,
    toById: lookup.toById,
    impactMode,
    onSeek: (id) => jumpTo(list.impactIndex.get(id)),
    onCreated: (impact) => select(impact.id),
    onDeleted: () => {
      setDraft(null);
      setSelectedId(null);
    },
  };
  const fromTitle = data.from.data?.regulation.title ?? analysis.regulationIdFrom;
  const toTitle = data.to.data?.regulation.title ?? analysis.regulationIdTo;
  const contentHidden =
    (data.from.data && !data.from.data.contentVisible) || (data.to.data && !data.to.data.contentVisible);

  return (
    <Stack p="md" gap="sm">
      <DetailHeader
        analysis={analysis}
        fromTitle={fromTitle}
        toTitle={toTitle}
        isAdmin={isAdmin}
        exportAllowed={data.exportAllowed}
        editQms={editQms}
        onEditQms={setEditQms}
        impactMode={impactMode}
        onImpactMode={setImpactMode}
      />
      {contentHidden && (
        <Alert color="yellow" variant="light">
          <Text size="sm">{LICENSING_NOTICE}</Text>
        </Alert>
      )}
      {(data.from.isError || data.to.isError) && (
        <Alert color="red" variant="light">
          <Text size="sm">{regulationFromToMessage(analysis.id)}</Text>
        </Alert>
      )}
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ToTableOfContents requirements={lookup.toRequirements} onPick={pick} />
        <div style={{ flex: 1, minWidth: 0 }}>
          {data.loading ? (
            <Loader aria-label="Loading the requirements" />
          ) : (
            <EntryList
              rows={list.rows}
              ensureRef={ensureRef}
              lookup={lookup}
              analysis={analysis}
              selectedId={selected?.id ?? null}
              commentCounts={data.commentCounts}
              canEdit={isAdmin}
              editQms={isAdmin && editQms}
              impactMode={impactMode}
              onSelect={select}
              onComments={(impactId) => {
                select(impactId);
                // after the widget switched to the impact's comments
                setTimeout(() =>
                  document.getElementById(COMMENTS_PANEL_ID)?.scrollIntoView?.({ block: 'nearest' }),
                );
              }}
              onCreate={create}
              onContent={setContentId}
              virtualizerRef={virtualizerRef}
            />
          )}
        </div>
        <DetailWidgets
          detail={detail}
          fromTitle={fromTitle}
          toTitle={toTitle}
          selected={selected}
          canEdit={isAdmin}
          ctx={ctx}
          contentId={contentId}
          statistics={statistics}
        />
      </Group>
    </Stack>
  );
}
