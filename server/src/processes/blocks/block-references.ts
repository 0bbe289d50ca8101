import type { SopBlockFields } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import {
  knownProductIds,
  knownRoleIds,
  knownTemplateArtifactIds,
  knownTemplateContentIds,
} from '../../templates/reads';
import { badRequest } from '../../http/errors';

/** What the block already refers to (absent for a new block). */
export interface StoredReferences {
  productIds: string[];
  templateContentIds: string[];
}

/**
 * A block may only name the tenant's own role, products and template contents (ADR 0049): an unknown id or
 * another tenant's id is a 400 naming the field, never stored. Another tenant's row answers exactly like an unknown
 * one, so the refusal tells nothing about other tenants. Only ids the write
 * ADDS are checked: ids the block already holds were checked when they were added, and a product or template
 * content removed since must not make every later edit of the block (e.g. its name) fail.
 */
export async function assertBlockReferences(
  tx: Tx,
  tenantId: string,
  fields: SopBlockFields,
  stored?: StoredReferences,
): Promise<void> {
  if (fields.roleId) {
    const [role] = await knownRoleIds(tx, tenantId, [fields.roleId]);
    if (!role) throw badRequest(`roleId: Role ${fields.roleId} not found.`);
  }
  const newProducts = added(fields.productIds, stored?.productIds);
  if (newProducts.length) {
    const found = await knownProductIds(tx, tenantId, newProducts);
    const missing = unknownOf(newProducts, found);
    if (missing.length) throw badRequest(`productIds: Product ${missing.join(', ')} not found.`);
  }
  await assertOwnTemplateContents(tx, tenantId, fields.templateContentIds, stored?.templateContentIds);
}

/**
 * The template contents a block or a process version ADDS must be the tenant's own (400 naming the field, as for
 * a block's other references): the Process Template Contents widget writes a version's list, the step editor a
 * block's.
 */
export async function assertOwnTemplateContents(
  tx: Tx,
  tenantId: string,
  ids: string[] | undefined,
  stored: string[] | undefined,
): Promise<void> {
  const newContents = added(ids, stored);
  if (!newContents.length) return;
  const found = await knownTemplateContentIds(tx, tenantId, newContents);
  const missing = unknownOf(newContents, found);
  if (missing.length) {
    throw badRequest(`templateContentIds: Template content ${missing.join(', ')} not found.`);
  }
}

/** A process version's linked templates (Templates widget) must be the tenant's own templates (400). */
export async function assertOwnTemplates(
  tx: Tx,
  tenantId: string,
  artifactIds: string[] | undefined,
  stored: string[] | undefined,
): Promise<void> {
  const newTemplates = added(artifactIds, stored);
  if (!newTemplates.length) return;
  const found = await knownTemplateArtifactIds(tx, tenantId, newTemplates);
  const missing = unknownOf(newTemplates, found);
  if (missing.length) throw badRequest(`templateArtifactIds: Template ${missing.join(', ')} not found.`);
}

function added(ids: string[] | undefined, stored: string[] | undefined): string[] {
  const before = new Set(stored ?? []);
  return [...new Set(ids ?? [])].filter((id) => !before.has(id));
}

/** the asked ids the owner did not find (a malformed id is simply not found) */
function unknownOf(asked: string[], found: string[]): string[] {
  const known = new Set(found.map((id) => id.toLowerCase()));
  return asked.filter((id) => !known.has(id.toLowerCase()));
}
