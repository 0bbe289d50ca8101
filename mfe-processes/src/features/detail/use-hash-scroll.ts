import { useEffect } from 'react';

/** spec 1 §2.6 / §9: scroll attempts repeat after these delays (ms), as the blocks may still be rendering. */
const SCROLL_RETRY_DELAYS = [0, 50, 300, 900, 1500, 2500] as const;

const REQUIREMENT_HASH_PREFIX = '#requirement-id=';

/** `#requirement-id={regulationId}---{requirementId}` → its two ids; any other hash → null. */
export function parseRequirementHash(hash: string): { regulationId: string; requirementId: string } | null {
  if (!hash.startsWith(REQUIREMENT_HASH_PREFIX)) return null;
  const [regulationId, requirementId] = decodeURIComponent(hash.slice(REQUIREMENT_HASH_PREFIX.length)).split(
    '---',
  );
  return regulationId && requirementId ? { regulationId, requirementId } : null;
}

/**
 * Scrolls to the element whose id is the hash (a block artifactId), retrying after SCROLL_RETRY_DELAYS; stops once
 * it was found. A #requirement-id= hash is not an anchor: it goes to the Gap List widget instead.
 */
export function useHashScroll(hash: string, ready: boolean): void {
  useEffect(() => {
    if (!ready || hash.length < 2 || hash.startsWith(REQUIREMENT_HASH_PREFIX)) return;
    const id = decodeURIComponent(hash.slice(1));
    let done = false;
    const timers = SCROLL_RETRY_DELAYS.map((delay) =>
      window.setTimeout(() => {
        if (done) return;
        const target = document.getElementById(id);
        if (target) {
          target.scrollIntoView({ behavior: 'smooth', block: 'start' });
          done = true;
        }
      }, delay),
    );
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [hash, ready]);
}
