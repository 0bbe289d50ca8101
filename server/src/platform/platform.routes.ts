import { z } from 'zod';
import {
  QMS_CONFIG_VALUE_MAX_BYTES,
  QmsConfigKey,
  UserDirectory,
  UserDirectoryEntry,
} from '@qms/shared-api/contract';
import { defineRoute } from '../http/route';
import { badRequest, notFound } from '../plugins/errors';
import { listUsers, readConfig, syncUser, tenantLogo, writeConfig } from './platform.repository';

const tags = ['platform'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    summary: "Creates or refreshes the caller's directory entry from the token claims (called after login)",
    tags,
    response: UserDirectoryEntry,
    handler: ({ tx, user }) => {
      if (!UUID.test(user.userId)) throw badRequest('The access token subject must be a UUID.');
      return syncUser(tx, user);
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
    summary: 'A configuration string of the tenant; a key never written reads as the empty string',
    tags,
    params: ConfigParams,
    produces: 'text/plain',
    crossTenant: 'own-namespace',
    example: async (fx) => {
      await fx.run((tx) =>
        writeConfig(tx, fx.tenantId, 'QMS_PROCESS_IMAGE', `<svg id="${fx.tenantId}"/>`, 'seed'),
      );
      return { params: { key: 'QMS_PROCESS_IMAGE' } };
    },
    handler: async ({ tx, user, params, reply }) => {
      const value = (await readConfig(tx, user.tenantId, params.key)) ?? '';
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
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
    summary: 'Stores a configuration string (body text/plain, at most 2 MiB); admins only',
    tags,
    params: ConfigParams,
    body: ConfigValue,
    consumes: 'text/plain',
    bodyLimit: QMS_CONFIG_VALUE_MAX_BYTES,
    crossTenant: 'own-namespace',
    example: async () => ({
      params: { key: 'QMS_PROCESS_IMAGE' },
      payload: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      contentType: 'text/plain',
    }),
    handler: async ({ tx, user, params, body }) => {
      await writeConfig(tx, user.tenantId, params.key, body, user.userId);
    },
  }),
];
