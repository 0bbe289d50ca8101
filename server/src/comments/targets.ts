import type { CommentRefType } from '@qms/shared-api/contract';
import type { Tx } from '../db/tenant';
import { isUuid } from '../db/uuid';

// What a comment can be about lives in the areas that own those items (processes: processes and their blocks;
// impact: impacts and impact analyses). Each area answers for its own tables; route-table.ts hands the answers to
// this module, so comments reads no area's tables and imports no area.

/** A commented item as (type, parent): a block's parent is its process, an impact's its impact analysis. */
export interface CommentTarget {
  refType: CommentRefType;
  parentRefId: string | null;
  parentRefType: CommentRefType | null;
}

/** An area's answer for an id a comment names: what that id is in the area (nothing when it is not its item). */
export type CommentTargetLookup = (tx: Tx, tenantId: string, refId: string) => Promise<CommentTarget[]>;

/** What the id names, in every area that can be commented on (empty: no such item in the tenant). */
export async function resolveReference(
  tx: Tx,
  tenantId: string,
  refId: string,
  lookups: readonly CommentTargetLookup[],
): Promise<CommentTarget[]> {
  if (!isUuid(refId)) return [];
  const found: CommentTarget[] = [];
  // one after the other: the lookups share the request's transaction (one connection)
  for (const lookup of lookups) found.push(...(await lookup(tx, tenantId, refId)));
  return found;
}
