import { and, eq, isNotNull } from 'drizzle-orm';
import {
  standardFlagOf,
  type SyncDifference,
  type TemplateContentSyncResult,
} from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { listReferencesWithRemoved } from '../../regulations/reads';
import { templateContents } from '../schema';

/**
 * POST /template-contents/synchronize (admin): in the request's one transaction, creates a content for every
 * standards template content the tenant has no content linked to (name and description copied, srId set);
 * contents whose linked entry differs from the standard, or left it, are reported, never overwritten or deleted.
 * Idempotent: the (tenant, srId) unique index plus ON CONFLICT DO NOTHING make a second or concurrent run create
 * nothing.
 */
export async function synchronizeTemplateContents(
  tx: Tx,
  tenantId: string,
): Promise<TemplateContentSyncResult> {
  const standard = await listReferencesWithRemoved(tx, 'template-contents');
  // the entries the standard lists now: the same rule as the search's flags (standardFlagOf)
  const listed = new Map(standard.filter((entry) => !entry.removed).map((entry) => [entry.id, entry]));
  const linked = await tx
    .select({
      id: templateContents.id,
      srId: templateContents.srId,
      name: templateContents.name,
      description: templateContents.description,
    })
    .from(templateContents)
    .where(and(eq(templateContents.tenantId, tenantId), isNotNull(templateContents.srId)));
  const linkedSrIds = new Set(linked.map((c) => c.srId));
  const missing = standard.filter((entry) => !entry.removed && !linkedSrIds.has(entry.id));
  const createdIds: string[] = [];
  // batches keep each statement's parameter count well below the driver's limit
  for (let i = 0; i < missing.length; i += 500) {
    const rows = await tx
      .insert(templateContents)
      .values(
        missing.slice(i, i + 500).map((entry) => ({
          tenantId,
          name: entry.name,
          description: entry.description,
          srId: entry.id,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: templateContents.id });
    createdIds.push(...rows.map((r) => r.id));
  }
  const changedInStandard: SyncDifference[] = [];
  const removedFromStandard: SyncDifference[] = [];
  for (const content of linked) {
    const flag = standardFlagOf(content, listed);
    if (!flag) continue;
    const difference = {
      id: content.id,
      srId: content.srId!,
      name: content.name,
      standardName: flag.standardName,
      standardDescription: flag.standardDescription,
    };
    if (flag.state === 'REMOVED_FROM_STANDARD') removedFromStandard.push(difference);
    else changedInStandard.push(difference);
  }
  return { created: createdIds.length, createdIds, changedInStandard, removedFromStandard };
}
