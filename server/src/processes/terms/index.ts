// The feature's face (the glossary terms of a process): what its area mounts.
export { termsRoutes } from './terms.routes';
