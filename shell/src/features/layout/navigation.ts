import {
  IconArrowsExchange,
  IconBoxMultiple,
  IconListDetails,
  IconScale,
  IconTemplate,
  IconUsersGroup,
  IconVocabulary,
  type TablerIcon,
} from '@tabler/icons-react';
import { AREA_LIST, type NavIconName } from '@qms/shared-api';

interface NavEntry {
  label: string;
  path: string;
  icon: TablerIcon;
}

/** The icon for each name the area manifests use. */
const NAV_ICONS: Record<NavIconName, TablerIcon> = {
  processes: IconListDetails,
  templates: IconTemplate,
  contents: IconBoxMultiple,
  glossary: IconVocabulary,
  regulations: IconScale,
  impact: IconArrowsExchange,
  roles: IconUsersGroup,
};

/**
 * The left icon navigation in the spec's order (spec 1 §2.3), from the areas' manifests; the label is the tooltip
 * and the aria-label.
 */
export const NAV_ENTRIES: readonly NavEntry[] = AREA_LIST.flatMap((area) => area.nav)
  .slice()
  .sort((a, b) => a.order - b.order)
  .map(({ label, path, icon }) => ({ label, path, icon: NAV_ICONS[icon] }));
