import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';

/** The app's config and database (decorated in app.ts; named here so this module type-checks on its own). */
export const appOf = (request: FastifyRequest) =>
  request.server as unknown as { config: AppConfig; database: Database };
