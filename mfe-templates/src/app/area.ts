import { AREA_MANIFESTS } from '@qms/shared-api';

/** This remote's area: key, name, route prefixes and start pages are declared once, in shared-api's manifest. */
export const AREA = AREA_MANIFESTS.templates;
