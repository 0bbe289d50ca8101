import {
  EMAIL_INVALID,
  NO_PASSWORD_YET,
  NOT_INVITED,
  TenantUser,
  TenantUsers,
  USER_DISABLED,
  UserIdParams,
  UserInvite,
  UserRolesUpdate,
  UserVersion,
} from '@qms/shared-api/contract';
import { badRequest, conflict } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { isCanonicalEmail, normaliseEmail } from './email';
import { requireEmbeddedIdentity, sendUserLink } from './users.links';
import {
  changeRoles,
  insertInvitedUser,
  listTenantUsers,
  lockedUser,
  markInvited,
  setDisabled,
} from './users.repository';

// The generated route checks' requests and rows for these routes: users.examples.ts.

const tags = ['users'];

/**
 * What the platform needs of the identity provider, handed in by the route table (route-table.ts): the platform
 * owns the accounts and imports nothing of identity, which imports the platform (docs/adr/0122).
 */
export interface UserSessions {
  /** this process (and its sibling workers) stops accepting the sessions' access tokens at once */
  forgetSessions(ids: readonly string[]): void;
}

export const usersRoutes = ({ forgetSessions }: UserSessions) => [
  defineRoute({
    method: 'GET',
    url: '/tenant-users',
    service: 'qms',
    access: 'admin-read',
    tenantScoped: true,
    summary:
      "The tenant's users with roles, status and last sign-in, for the Users page (admins only); behind an external Keycloak only a list",
    tags,
    response: TenantUsers,
    handler: async ({ tx, user, request }) => {
      const { auth } = request.server.config;
      return {
        managedExternally: auth.external,
        accountConsoleUrl: auth.external ? `${auth.issuer}/account` : null,
        users: await listTenantUsers(tx, user.tenantId),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/tenant-users',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary:
      'Invites a colleague: a user with the given roles and a mail with a single-use set-password link (7 days)',
    tags,
    body: UserInvite,
    response: TenantUser,
    // e-mails of accounts are unique over all tenants: B's invitation of an address leaves A a fresh one
    crossTenant: 'unique-across-tenants',
    handler: async ({ tx, user, body, request }) => {
      requireEmbeddedIdentity(request);
      // the address as sign-in will look it up (identity/email.ts); look-alike spellings are refused
      if (!isCanonicalEmail(body.email)) throw badRequest(EMAIL_INVALID);
      const invited = await insertInvitedUser(tx, user.tenantId, {
        email: normaliseEmail(body.email),
        displayName: body.displayName,
        roles: body.roles,
        invitedBy: user.userId,
        now: new Date(),
      });
      await sendUserLink(tx, request, user, invited, 'invitation');
      return invited;
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/tenant-users/:id/roles',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary:
      "Changes a user's roles (effective at their next token refresh); 409 for a stale dbVersion or when the tenant would lose its last active administrator",
    tags,
    params: UserIdParams,
    body: UserRolesUpdate,
    response: TenantUser,
    handler: async ({ tx, user, params, body, request }) => {
      requireEmbeddedIdentity(request);
      return changeRoles(tx, user.tenantId, params.id, body);
    },
  }),
  ...(['disable', 'enable'] as const).map((action) =>
    defineRoute({
      method: 'POST',
      url: `/tenant-users/:id/${action}`,
      service: 'qms',
      access: 'write',
      tenantScoped: true,
      summary:
        action === 'disable'
          ? 'Disables a user: no sign-in, and their sessions and tokens stop working within seconds'
          : 'Enables a disabled user again',
      tags,
      params: UserIdParams,
      body: UserVersion,
      response: TenantUser,
      status: 200,
      handler: async ({ tx, user, params, body, request, reply }) => {
        requireEmbeddedIdentity(request);
        const result = await setDisabled(tx, user.tenantId, params.id, {
          disabled: action === 'disable',
          dbVersion: body.dbVersion,
          now: new Date(),
        });
        // this process stops accepting their access tokens at once (again once the change is committed, in case
        // a request cached the session in between); other processes within the session-check cache time
        forgetSessions(result.endedSessions);
        reply.raw.once('finish', () => forgetSessions(result.endedSessions));
        return result.user;
      },
    }),
  ),
  defineRoute({
    method: 'POST',
    url: '/tenant-users/:id/invitation',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary: 'Sends the invitation again with a new link (the old one stops working); only for invited users',
    tags,
    params: UserIdParams,
    response: TenantUser,
    status: 200,
    handler: async ({ tx, user, params, request }) => {
      requireEmbeddedIdentity(request);
      const target = await lockedUser(tx, user.tenantId, params.id);
      if (target.status !== 'invited') throw conflict(NOT_INVITED);
      const updated = await markInvited(tx, user.tenantId, params.id, user.userId, new Date());
      await sendUserLink(tx, request, user, updated, 'invitation');
      return updated;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/tenant-users/:id/password-reset',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary: 'Sends the user a password-reset mail (single-use link, 30 minutes)',
    tags,
    params: UserIdParams,
    handler: async ({ tx, user, params, request }) => {
      requireEmbeddedIdentity(request);
      const target = await lockedUser(tx, user.tenantId, params.id);
      if (target.status === 'disabled') throw conflict(USER_DISABLED);
      if (target.status === 'invited') throw conflict(NO_PASSWORD_YET);
      await sendUserLink(tx, request, user, target, 'reset');
    },
  }),
];
