import { auditRoutes } from '../audit/index';
import type { ServiceName } from '../config';
import { impactRoutes } from '../impact/index';
import { platformRoutes } from '../platform/index';
import { processesRoutes } from '../processes/index';
import { regulationsRoutes } from '../regulations/index';
import { templatesAreaRoutes } from '../templates/index';
import type { AnyRoute } from './route';

/**
 * Every API route of both services. buildApp registers these, the OpenAPI document lists them, and the
 * generated cross-tenant and viewer-write tests iterate them, so a new route is covered by adding it here.
 */
export const routeTable: readonly AnyRoute[] = [
  ...platformRoutes,
  ...templatesAreaRoutes,
  ...processesRoutes,
  ...impactRoutes,
  ...regulationsRoutes,
  ...auditRoutes,
];

export const routesOf = (services: readonly ServiceName[]): AnyRoute[] =>
  routeTable.filter((route) => services.includes(route.service));
