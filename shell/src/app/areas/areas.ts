import { AREA_LIST, isUnderPrefix, type AreaKey } from '@qms/shared-api';

export interface AreaDefinition {
  key: AreaKey;
  /** Module Federation container name; the remote exposes './spa' */
  mfName: string;
  /** display name for the unavailable panel */
  label: string;
  /** single-spa activeWhen route prefixes */
  prefixes: string[];
}

/** The areas the shell registers, from their manifests (shared-api AREA_MANIFESTS). */
export const AREAS: readonly AreaDefinition[] = AREA_LIST.map((area) => ({
  key: area.key,
  mfName: area.mfName,
  label: area.title,
  prefixes: area.startPages.map((p) => p.path),
}));

/** single-spa activeWhen: the prefix itself or anything below it (not '/processes-x'). */
export function isAreaActive(area: AreaDefinition, pathname: string): boolean {
  return area.prefixes.some((p) => isUnderPrefix(pathname, p));
}
