// The feature's face (stored files of processes and templates): what its area mounts.
export { storageRoutes } from './storage.routes';
