export { OldVersionNotice } from './OldVersionNotice';
export { useReleasePanels } from './release-panels';
