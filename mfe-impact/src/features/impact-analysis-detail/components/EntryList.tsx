import { Box, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState, type MutableRefObject } from 'react';
import type { Impact, ImpactAnalysis } from '@qms/shared-api';
import type { AnalysisLookup } from '../hooks/useAnalysisData';
import { useChunkedCount } from '../hooks/useChunkedCount';
import type { ListVirtualizer } from '../hooks/useScrollToKey';
import { ENTRY_CHUNK_INTERVAL_MS, ENTRY_CHUNK_SIZE } from '../utils/chunking';
import type { EntryRow } from '../utils/entries';
import { CompareDialog } from './CompareDialog';
import { EntryRowView } from './EntryRowView';

/** Rows kept around the visible ones (spec 3 §9 "keeps 50 rows"). */
const OVERSCAN = 25;

export interface EntryActions {
  canEdit: boolean;
  editQms: boolean;
  impactMode: boolean;
  onSelect: (impactId: string) => void;
  onComments: (impactId: string) => void;
  onCreate: (requirementIdsTo?: string[]) => void;
  onContent: (templateContentId: string) => void;
}

/** Loads the entries up to an index at once (a table-of-contents pick or an anchor beyond the loaded part). */
export type EnsureLoaded = (index: number) => void;

/**
 * The entries, virtualised (@tanstack/react-virtual): only rows near the viewport are in the DOM, each measured after
 * render, so 1,200 entries scroll like 50. They load in chunks of 10 (spec 3 §2), counted here: each chunk
 * re-renders this list only, not the screen around it (its table of contents, statistics and editor widgets, 121
 * times for 1,200 entries). `ensureRef` lets the screen load ahead.
 */
export function EntryList({
  rows,
  ensureRef,
  lookup,
  analysis,
  selectedId,
  commentCounts,
  virtualizerRef,
  ...actions
}: EntryActions & {
  rows: EntryRow<Impact>[];
  ensureRef: MutableRefObject<EnsureLoaded | null>;
  lookup: AnalysisLookup;
  analysis: ImpactAnalysis;
  selectedId: string | null;
  commentCounts: Record<string, number>;
  virtualizerRef: MutableRefObject<ListVirtualizer | null>;
}): JSX.Element {
  const parentRef = useRef<HTMLDivElement>(null);
  const { count, ensure } = useChunkedCount(rows.length, ENTRY_CHUNK_SIZE, ENTRY_CHUNK_INTERVAL_MS);
  ensureRef.current = ensure;
  const [compare, setCompare] = useState<string | null>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => parentRef.current,
    estimateSize: () => 160,
    overscan: OVERSCAN,
    getItemKey: (i) => rows[i]!.key,
  });
  virtualizerRef.current = virtualizer;
  return (
    <>
      {count < rows.length && (
        <Text size="xs" c="dimmed" role="status">
          Loading entries… {count} of {rows.length}
        </Text>
      )}
      <Box
        ref={parentRef}
        tabIndex={0}
        role="region"
        aria-label="Impacts"
        style={{ height: 'calc(100vh - 240px)', minHeight: 300, overflowY: 'auto', contain: 'strict' }}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  transform: `translateY(${item.start}px)`,
                }}
              >
                <EntryRowView
                  row={row}
                  lookup={lookup}
                  analysis={analysis}
                  selected={row.kind === 'impact' && row.impact.id === selectedId}
                  commentCount={row.kind === 'impact' ? (commentCounts[row.impact.id] ?? 0) : 0}
                  onCompare={setCompare}
                  {...actions}
                />
              </div>
            );
          })}
        </div>
      </Box>
      <CompareDialog
        analysisId={analysis.id}
        impactId={compare}
        title="Compare from- and to-requirements"
        onClose={() => setCompare(null)}
      />
    </>
  );
}
