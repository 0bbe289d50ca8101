// The feature's face (exports of a process version: PDF, HTML, CSV, copy): what its area mounts.
export { exportsRoutes } from './exports.routes';
