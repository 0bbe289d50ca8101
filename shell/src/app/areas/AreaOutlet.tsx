import { useEffect, useRef } from 'react';
import { AREAS } from './areas';
import { areaMountPoint, startAreas } from './start-areas';

/** The region where single-spa mounts the areas; starts the areas on first render after sign-in. */
export function AreaOutlet() {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    for (const area of AREAS) element.appendChild(areaMountPoint(area.key));
    void startAreas();
  }, []);
  return <div ref={container} data-testid="area-outlet" />;
}
