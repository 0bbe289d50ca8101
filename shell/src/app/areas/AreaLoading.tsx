import { useCallback, useSyncExternalStore } from 'react';
import { Center, Loader } from '@mantine/core';
import { getAppStatus, MOUNTED } from 'single-spa';
import type { AreaKey } from '@qms/shared-api';
import { AREAS } from './areas';

/** single-spa's events after which an area's status may have changed (every reroute ends with the first). */
const STATUS_EVENTS = ['single-spa:routing-event', 'single-spa:app-change'] as const;

function subscribe(onChange: () => void): () => void {
  for (const event of STATUS_EVENTS) window.addEventListener(event, onChange);
  return () => {
    for (const event of STATUS_EVENTS) window.removeEventListener(event, onChange);
  };
}

/**
 * Where an area's page is about to appear, while it is on its way (its remoteEntry.js and chunks loading, then
 * mounting): a loader, so the main region is never blank after a click. Gone once single-spa has mounted the area,
 * its page or its "temporarily unavailable" panel (area-lifecycles.tsx).
 */
export function AreaLoading({ area }: { area: AreaKey }) {
  const mounted = useSyncExternalStore(
    subscribe,
    useCallback(() => getAppStatus(area) === MOUNTED, [area]),
  );
  if (mounted) return null;
  const label = AREAS.find((a) => a.key === area)?.label ?? area;
  return (
    <Center p="xl" data-testid="area-loading">
      <Loader aria-label={`Loading ${label}`} />
    </Center>
  );
}
