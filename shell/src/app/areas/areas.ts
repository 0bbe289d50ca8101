import { AREA_PREFIXES, type AreaKey } from '../route-table';

export interface AreaDefinition {
  key: AreaKey;
  /** Module Federation container name; the remote exposes './spa' */
  mfName: string;
  /** display name for the unavailable panel */
  label: string;
  /** single-spa activeWhen route prefixes */
  prefixes: string[];
}

export const AREAS: readonly AreaDefinition[] = [
  { key: 'processes', mfName: 'mfe_processes', label: 'Processes', prefixes: AREA_PREFIXES.processes },
  { key: 'templates', mfName: 'mfe_templates', label: 'Templates', prefixes: AREA_PREFIXES.templates },
  {
    key: 'regulations',
    mfName: 'mfe_regulations',
    label: 'Standards & Regulations',
    prefixes: AREA_PREFIXES.regulations,
  },
  { key: 'impact', mfName: 'mfe_impact', label: 'Impact Analysis', prefixes: AREA_PREFIXES.impact },
];

/** single-spa activeWhen: the prefix itself or anything below it (not '/processes-x'). */
export function isAreaActive(area: AreaDefinition, pathname: string): boolean {
  return area.prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
