export { default as GapImpactMenu, NO_IMPACTS } from './GapImpactMenu';
