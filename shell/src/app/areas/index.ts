export { AreaLoading } from './AreaLoading';
export { AreaOutlet } from './AreaOutlet';
export { AREAS, type AreaDefinition } from './areas';
