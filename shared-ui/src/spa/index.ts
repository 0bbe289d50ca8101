export { createAreaSpa } from './createAreaSpa';
export { renderStandaloneArea } from './standalone';
export { AreaNotFound, type AreaStartPage } from './AreaNotFound';
