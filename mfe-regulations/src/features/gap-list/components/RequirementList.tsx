import { Box, Text } from '@mantine/core';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useState, useRef, type MutableRefObject } from 'react';
import type { Proposals } from '../model/proposals';
import type { GapRow } from '../model/rows';
import type { TargetOptions } from './AssessmentEditor';
import { createEditorGate, EditorGateContext } from './editorGate';
import { RequirementRow } from './RequirementRow';

/** spec 3 §2 "keeps 50 rows": about 25 rendered on either side of the visible ones. */
const OVERSCAN = 25;
const EMPTY_TEXT = 'No requirements found.';

/**
 * The virtualised requirement list (@tanstack/react-virtual, see docs/architecture.md): only the rows near the
 * viewport are in the DOM, each measured after render, so 5,000 requirements scroll like 50.
 */
export function RequirementList({
  rows,
  canEdit,
  options,
  selectedId,
  virtualizerRef,
  proposals,
}: {
  rows: GapRow[];
  canEdit: boolean;
  options: TargetOptions;
  selectedId: string | null;
  virtualizerRef: MutableRefObject<Virtualizer<HTMLDivElement, Element> | null>;
  /** per requirement id (edit mode) */
  proposals?: Map<string, Proposals>;
}): JSX.Element {
  const parentRef = useRef<HTMLDivElement>(null);
  const instance = useRef<Virtualizer<HTMLDivElement, Element> | null>(null);
  const [gate] = useState(() =>
    createEditorGate(
      () => instance.current?.isScrolling ?? false,
      () => parentRef.current,
    ),
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => parentRef.current,
    estimateSize: () => 140,
    overscan: OVERSCAN,
    getItemKey: (i) => rows[i]!.requirement.id,
    // edit mode: rows entering while scrolling wait for the settle to mount their editor (RowEditor)
    onChange: () => gate.update(),
  });
  virtualizerRef.current = virtualizer;
  instance.current = virtualizer;
  if (rows.length === 0) return <Text p="md">{EMPTY_TEXT}</Text>;
  return (
    // a focusable, named scroll region (accessibility gate)
    <Box
      ref={parentRef}
      tabIndex={0}
      role="region"
      aria-label="Requirements"
      style={{ height: 'calc(100vh - 220px)', minHeight: 300, overflowY: 'auto', contain: 'strict' }}
    >
      <EditorGateContext.Provider value={gate}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
          {virtualizer.getVirtualItems().map((item) => (
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
              <RequirementRow
                row={rows[item.index]!}
                canEdit={canEdit}
                options={options}
                selected={rows[item.index]!.requirement.id === selectedId}
                proposals={proposals?.get(rows[item.index]!.requirement.id)}
              />
            </div>
          ))}
        </div>
      </EditorGateContext.Provider>
    </Box>
  );
}
