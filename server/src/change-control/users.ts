import { CHANGE_CONTROL_ERRORS, hasRole, QMS_ADMIN, type SessionUser } from '@qms/shared-api/contract';
import type { Tx } from '../db/tenant';
import { badRequest } from '../http/errors';
import { isUuid } from '../db/uuid';
import { displayNameOf, enabledUsersByIds } from '../platform/index';

// Participants are users of the tenant's directory (GET /qms-api/users; read through platform's index.ts); their names are copied into the release
// at start, so a later rename does not rewrite who took part.

export interface DirectoryUser {
  userId: string;
  displayName: string;
  isAdmin: boolean;
}

/** The named users of the tenant that are not disabled; 400 when any id is not one of them. */
export async function directoryUsers(
  tx: Tx,
  tenantId: string,
  ids: string[],
): Promise<Map<string, DirectoryUser>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  // ids are checked against the tenant's users; one that is no UUID can not be one of them
  if (!unique.every((id) => isUuid(id))) throw badRequest(CHANGE_CONTROL_ERRORS.unknownUser);
  const rows = await enabledUsersByIds(tx, tenantId, unique);
  if (rows.length !== unique.length) throw badRequest(CHANGE_CONTROL_ERRORS.unknownUser);
  return new Map(
    rows.map((r) => [
      r.userId,
      { userId: r.userId, displayName: r.displayName, isAdmin: hasRole(r.roles, QMS_ADMIN) },
    ]),
  );
}

/** The signed-in user's printed name: the directory's display name, else the token's user name. */
export async function printedNameOf(tx: Tx, user: SessionUser): Promise<string> {
  const displayName = await displayNameOf(tx, user.tenantId, user.userId);
  return displayName || user.userName || user.email;
}
