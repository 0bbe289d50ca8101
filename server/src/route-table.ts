import { auditAreaRoutes } from './audit/index';
import {
  dueForReviewRoutes,
  myApprovalsRoutes,
  onReleaseCompleted,
  restartReviewCycle,
  settingsRoutes,
} from './change-control/index';
import { commentsAreaRoutes } from './comments/index';
import type { ServiceName } from './config';
import { impactAreaRoutes, impactCommentTargets } from './impact/index';
import { forgetSessions } from './identity/index';
import { platformAreaRoutes } from './platform/index';
import { processCommentTargets, processesAreaRoutes, sopChangeControlHost } from './processes/index';
import { regulationsAreaRoutes } from './regulations/index';
import { signaturesRoutes } from './signatures/index';
import { templateChangeControlHost, templatesAreaRoutes } from './templates/index';
import { assignTrainingsOnRelease, trainingAreaRoutes } from './training/index';
import type { AnyRoute } from './http/route';

/**
 * The route registry: the one file that knows every area (it sits beside app.ts so http/ and plugins/ depend on
 * no area; each area's index.ts exports `<area>AreaRoutes`).
 * Every API route of both services. buildApp registers these, the OpenAPI document lists them, and the
 * generated cross-tenant and viewer-write tests iterate them, so a new route is covered by adding it here.
 */
export const routeTable: readonly AnyRoute[] = [
  // the platform imports nothing of identity (identity imports the platform): the session cache comes in here
  ...platformAreaRoutes({ forgetSessions }),
  ...templatesAreaRoutes,
  ...processesAreaRoutes,
  ...impactAreaRoutes,
  ...regulationsAreaRoutes,
  ...auditAreaRoutes,
  ...commentsAreaRoutes([processCommentTargets, impactCommentTargets]),
  // change control is mounted by each artifact area; only this list of open decisions spans them all
  ...myApprovalsRoutes([sopChangeControlHost, templateChangeControlHost]),
  ...settingsRoutes,
  ...dueForReviewRoutes([sopChangeControlHost, templateChangeControlHost]),
  ...signaturesRoutes,
  ...trainingAreaRoutes([sopChangeControlHost, templateChangeControlHost]),
];

// issue 29.3: completing a release assigns the training on the version (in the completing transaction)
onReleaseCompleted(assignTrainingsOnRelease);
// a new version restarts its periodic review: a next due date set directly ends (issue 29.6)
onReleaseCompleted(restartReviewCycle);

export const routesOf = (services: readonly ServiceName[]): AnyRoute[] =>
  routeTable.filter((route) => services.includes(route.service));
