import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  gapListQueryOptions,
  useGapList,
  useGapListHead,
  type GapList,
  type GapListHead,
} from '@qms/shared-api';

/** What the gap list screen shows: the full answer, or its head (first rows) while the full one is on its way. */
export type GapListView = { complete: true; data: GapList } | { complete: false; data: GapListHead };

/** Longest wait for a frame after the head's rows were committed (a background tab draws no frames). */
const PAINT_FALLBACK_MS = 250;

/**
 * The gap list's answers (issue 14, gaphead): the head (first screenful) and the full list. The head is asked for
 * only while the full list is not in the cache; the full list once the head's rows are on screen (the frame after
 * they were committed), or at once when the head failed. Not in parallel, not even right after the head's answer:
 * the server is one Node thread (the head must not wait behind the 4 MB answer), and in the browser parsing that
 * answer (~200 ms of JSON.parse and zod) would hold up the head's first paint. The head is shown only while the
 * full list is missing; a failed head just waits for the full list.
 */
export function useGapListData(id: string): { full: UseQueryResult<GapList>; view: GapListView | null } {
  const client = useQueryClient();
  const wantHead = client.getQueryData(gapListQueryOptions(id).queryKey) === undefined;
  const head = useGapListHead(id, wantHead);
  const headShown = useShownOnce(id, head.data !== undefined);
  const full = useGapList(id, !wantHead || head.isError || headShown);
  if (full.data) return { full, view: { complete: true, data: full.data } };
  if (head.data && !full.isError) return { full, view: { complete: false, data: head.data } };
  return { full, view: null };
}

/** True from the first frame drawn after `shown` became true for regulation `id`. */
function useShownOnce(id: string, shown: boolean): boolean {
  const [paintedId, setPaintedId] = useState<string | null>(null);
  useEffect(() => {
    if (!shown) return;
    const done = () => setPaintedId(id);
    // a timer queued from the frame's callback runs after that frame is drawn
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (afterFrame = setTimeout(done, 0)));
    const fallback = setTimeout(done, PAINT_FALLBACK_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      clearTimeout(fallback);
    };
  }, [id, shown]);
  return paintedId === id;
}
