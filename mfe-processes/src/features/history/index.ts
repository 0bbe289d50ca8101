export { InForceNotice } from './InForceNotice';
export { useReleasePanels } from './release-panels';
