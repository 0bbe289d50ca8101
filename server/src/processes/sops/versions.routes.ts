import { changeControlRoutes, reviewRoutes, versionRoutes } from '../../change-control/index';
import { sopChangeControlHost } from './sop-host';

// The generated route checks' requests and rows for these routes: versions.examples.ts.

// Change control, versions and history of processes (spec 1 §7), served by the one change-control module.
const tags = ['processes', 'change control'];

/** the document's review schedule (issue 29.6; shared-api REVIEW_PATHS) */
export const sopReviewScheduleUrl = '/sops/:artifactId/review-schedule';

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
  // periodic review (issue 29.6): the schedule and the signed 'Reviewed, no change needed'
  ...reviewRoutes({ host: sopChangeControlHost, basePath: '/sops', scheduleUrl: sopReviewScheduleUrl, tags }),
];
