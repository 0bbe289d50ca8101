export { default as GapImpactMenu, NO_IMPACTS } from './GapImpactMenu';
export type { GapImpactMenuProps } from './GapImpactMenu';
