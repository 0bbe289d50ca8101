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

export interface NavEntry {
  label: string;
  path: string;
  icon: TablerIcon;
}

/** The left icon navigation in the spec's order (spec 1 §2.3); the label is the tooltip and the aria-label. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { label: 'Process Overview', path: '/processes', icon: IconListDetails },
  { label: 'Templates', path: '/templates', icon: IconTemplate },
  { label: 'Template Contents', path: '/template-contents', icon: IconBoxMultiple },
  { label: 'Glossary', path: '/glossary', icon: IconVocabulary },
  { label: 'List of applied Standards & Regulations', path: '/sr-list', icon: IconScale },
  { label: 'Impact Analysis', path: '/impact-analysis', icon: IconArrowsExchange },
  { label: 'Roles', path: '/roles', icon: IconUsersGroup },
];
