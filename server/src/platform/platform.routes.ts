import { z } from 'zod';
import {
  FOUR_EYES_CONFIG_KEY,
  QMS_CONFIG_CHANGED_BY_SOMEONE_ELSE,
  QMS_CONFIG_DB_VERSION_HEADER,
  QMS_CONFIG_VALUE_BODY_LIMIT,
  QMS_PROCESS_IMAGE,
  QmsConfigKey,
  QmsConfigWriteQuery,
  QmsConfigWriteResult,
  RELEASE_RULES_OWN_ROUTE,
  UserDirectory,
  UserDirectoryEntry,
} from '@qms/shared-api/contract';
import { defineRoute } from '../http/route';
import { badRequest, conflict, notFound } from '../http/errors';
import { sanitizeSvg } from '../http/sanitize';
import { listUsers, readConfig, syncUser, tenantLogo, writeConfig } from './platform.repository';
import { isUuid } from '../db/uuid';

// The generated route checks' requests and rows for these routes: platform.examples.ts.

const tags = ['platform'];

const ConfigParams = z.object({ key: QmsConfigKey });
/** the body is any string; the byte limit is enforced by the route's bodyLimit (413) */
const ConfigValue = z.string({ error: 'The body must be the config value as text/plain.' });

export const platformRoutes = [
  defineRoute({
    method: 'GET',
    url: '/users',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: "The tenant's user directory",
    tags,
    response: UserDirectory,
    handler: ({ tx, user }) => listUsers(tx, user.tenantId),
  }),
  defineRoute({
    method: 'GET',
    url: '/users/sync',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary:
      "The caller's directory entry (called after login); behind an external provider it is created or refreshed from the token claims",
    tags,
    response: UserDirectoryEntry,
    handler: async ({ tx, user, request }) => {
      if (!isUuid(user.userId)) throw badRequest('The access token subject must be a UUID.');
      const embeddedProvider = !request.server.config.auth.external;
      const entry = await syncUser(tx, user, { embeddedProvider });
      if (!entry) throw notFound('Your account is not in the user directory.');
      return entry;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/tenant-config/logo',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: "The tenant's logo as stored (404 when the tenant has none: the header shows initials)",
    tags,
    produces: 'image/*',
    handler: async ({ tx, user, reply }) => {
      const logo = await tenantLogo(tx, user.tenantId);
      if (!logo) throw notFound('No logo configured for this tenant.');
      // an SVG logo could carry script: never let it run, even when opened directly
      return reply
        .header('content-type', logo.contentType)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=300')
        .send(logo.logo);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/qms-config/:key/string-value',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary:
      'A configuration string of the tenant (a key never written reads as the empty string); its dbVersion in the X-Db-Version header',
    tags,
    params: ConfigParams,
    produces: 'text/plain',
    crossTenant: 'own-namespace',
    handler: async ({ tx, user, params, reply }) => {
      const { value, dbVersion } = await readConfig(tx, user.tenantId, params.key);
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header(QMS_CONFIG_DB_VERSION_HEADER, String(dbVersion))
        .header('cache-control', 'no-cache')
        .send(value);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/qms-config/:key/string-value',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary:
      'Stores a configuration string (body text/plain, at most 2 MiB) if it is still at ?dbVersion= (the X-Db-Version read); admins only',
    tags,
    params: ConfigParams,
    query: QmsConfigWriteQuery,
    body: ConfigValue,
    consumes: 'text/plain',
    bodyLimit: QMS_CONFIG_VALUE_BODY_LIMIT,
    response: QmsConfigWriteResult,
    crossTenant: 'own-namespace',
    handler: async ({ tx, user, params, query, body }) => {
      // relaxing four-eyes must carry a reason (release-rules.ts): never through this reason-less write
      if (params.key === FOUR_EYES_CONFIG_KEY) throw badRequest(RELEASE_RULES_OWN_ROUTE);
      // the overview diagram is rendered as markup: stored only after sanitising (ADR 0046)
      const value = params.key === QMS_PROCESS_IMAGE ? sanitizeSvg(body) : body;
      const dbVersion = await writeConfig(tx, user.tenantId, params.key, value, user.userId, query.dbVersion);
      // never a silent overwrite: another admin saved since this one read the value
      if (dbVersion === undefined) throw conflict(QMS_CONFIG_CHANGED_BY_SOMEONE_ELSE);
      return { dbVersion };
    },
  }),
];
