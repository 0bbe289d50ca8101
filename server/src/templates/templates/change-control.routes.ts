import { changeControlRoutes, reviewRoutes, versionRoutes } from '../../change-control/index';
import { templateChangeControlHost } from './template-host';

// The generated route checks' requests and rows for these routes: change-control.examples.ts.

// The release of templates, served by the one change-control module (paths: shared-api change-control.paths.ts):
// /templates/v/{versionId}/change-control…, /signatures, PUT …/release-state, POST|GET /templates/a/{artifactId}/v.
const tags = ['templates', 'change control'];

/** the document's review schedule (issue 29.6; shared-api REVIEW_PATHS) */
export const templateReviewScheduleUrl = '/templates/a/:artifactId/review-schedule';

/** the version routes' paths inside the qms service */
export const templateVersionUrls = {
  newVersion: '/templates/a/:artifactId/v',
  history: '/templates/a/:artifactId/v',
  releaseState: '/templates/v/:versionId/release-state',
};

export const templateChangeControlRoutes = [
  ...changeControlRoutes({ host: templateChangeControlHost, basePath: '/templates', tags }),
  ...versionRoutes({
    host: templateChangeControlHost,
    tags,
    urls: templateVersionUrls,
  }),
  // periodic review (issue 29.6): the schedule and the signed 'Reviewed, no change needed'
  ...reviewRoutes({
    host: templateChangeControlHost,
    basePath: '/templates',
    scheduleUrl: templateReviewScheduleUrl,
    tags,
  }),
];
