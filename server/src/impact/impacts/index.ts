// The feature's face (the impacts of an analysis): what its area mounts.
export { impactsRoutes } from './impacts.routes';
