import { useCallback, useState } from 'react';
import { IMPACT_MODE_STORAGE_KEY } from '@qms/shared-api';

function read(): boolean {
  try {
    return window.localStorage.getItem(IMPACT_MODE_STORAGE_KEY) === 'true';
  } catch {
    return false; // storage blocked: Mapping mode
  }
}

/** The Mapping/Impact mode (spec 3 §4, §9): kept in the browser under 'impact-analysis.is-impact-mode'. */
export function useImpactMode(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(read);
  const set = useCallback((next: boolean) => {
    setOn(next);
    try {
      window.localStorage.setItem(IMPACT_MODE_STORAGE_KEY, String(next));
    } catch {
      // storage blocked: the mode lasts for this visit only
    }
  }, []);
  return [on, set];
}
