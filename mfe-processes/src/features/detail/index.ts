export { rememberOpenedProcess } from './latest-sops';
export { parseRequirementHash, useHashScroll } from './use-hash-scroll';
export { processWidgetPanels, type ProcessWidgetProps } from './widgets';
