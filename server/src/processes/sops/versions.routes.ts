import { changeControlRoutes, versionRoutes } from '../../change-control/index';
import { sopChangeControlHost } from './sop-host';

// The generated route checks' requests and rows for these routes: versions.examples.ts.

// Change control, versions and history of processes (spec 1 §7), served by the one change-control module.
const tags = ['processes', 'change control'];

/** the version routes' paths inside the qms service */
export const sopVersionUrls = {
  newVersion: '/sops/:artifactId/versions',
  history: '/sops/:artifactId/versions',
  releaseState: '/sops/:artifactId/versions/:versionId/release-state',
};

export const sopChangeControlRoutes = [
  ...changeControlRoutes({ host: sopChangeControlHost, basePath: '/sops', tags }),
  ...versionRoutes({
    host: sopChangeControlHost,
    tags,
    urls: sopVersionUrls,
  }),
];
