export { createAreaSpa, type AreaCustomProps } from './createAreaSpa';
export { AreaFrame, type AreaFrameProps } from './AreaFrame';
export { renderStandaloneArea } from './standalone';
export { AreaNotFound, type AreaStartPage } from './AreaNotFound';
