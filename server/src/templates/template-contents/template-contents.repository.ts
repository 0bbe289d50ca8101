import { and, asc, eq, sql, type AnyColumn } from 'drizzle-orm';
import {
  TEMPLATE_CONTENT_MESSAGES,
  templateContentInUseMessage,
  type TemplateContent,
  type TemplateContentWrite,
} from '@qms/shared-api/contract';
import { isUniqueViolation } from '../../db/errors';
import type { Tx } from '../../db/tenant';
import { currentSopsListingContent, loadCurrentSops, sopVersionsNamingContent } from '../../processes/index';
import { findListedReference, listReferences } from '../../regulations/reads';
import { templateContents, templates } from '../schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { listCurrentTemplates } from '../templates/templates.repository';
import {
  contentInfoOf,
  contentLinkIndex,
  contentLinkResolver,
  contentWithLinks,
} from './template-contents.links';

export const contentColumns = {
  id: templateContents.id,
  name: templateContents.name,
  description: templateContents.description,
  exampleText: templateContents.exampleText,
  srId: templateContents.srId,
  dbVersion: templateContents.dbVersion,
};
export type ContentRow = { [K in keyof typeof contentColumns]: TemplateContent[K] };

const ofTenant = (tenantId: string) => eq(templateContents.tenantId, tenantId);
const contentNotFound = (id: string) => notFound(`Template content ${id} not found`);
export const srIdTakenMessage = (srId: string) =>
  `Another template content is already linked to the standards entry ${srId}.`;

export function listContentRows(tx: Tx, tenantId: string): Promise<ContentRow[]> {
  return tx
    .select(contentColumns)
    .from(templateContents)
    .where(ofTenant(tenantId))
    .orderBy(asc(sql`lower(${templateContents.name})`), asc(templateContents.id));
}

/** The template contents the standards service lists now (global; an entry that left it keeps `removed` set). */
export function listedStandardContents(tx: Tx) {
  return listReferences(tx, 'template-contents');
}

/**
 * The current process versions whose outputs a content's links need: for one content (its save) only those listing
 * it, each with that content as its one output, which gives that content the same links as all of them would.
 */
async function sopsFor(tx: Tx, tenantId: string, rows: ContentRow[]) {
  if (rows.length !== 1) return loadCurrentSops(tx, tenantId);
  const id = rows[0]!.id;
  return (await currentSopsListingContent(tx, tenantId, id)).map((sop) => ({
    ...sop,
    outputContentIds: new Set([id]),
  }));
}

/**
 * Rows with their links (current template and process versions) and their flag against the standard, so every
 * answer carrying a content (list, search, create, update) flags it the same way.
 */
export async function withLinks(tx: Tx, tenantId: string, rows: ContentRow[]): Promise<TemplateContent[]> {
  const templates = await listCurrentTemplates(tx, tenantId);
  const sops = await sopsFor(tx, tenantId, rows);
  const index = contentLinkIndex(templates, sops, await listedStandardContents(tx));
  const refsOf = contentLinkResolver(templates, sops);
  return rows.map((row) => contentWithLinks(row, contentInfoOf(row.id, index, row), refsOf));
}

export async function listTemplateContents(tx: Tx, tenantId: string): Promise<TemplateContent[]> {
  return withLinks(tx, tenantId, await listContentRows(tx, tenantId));
}

async function assertSrId(tx: Tx, srId: string | null): Promise<void> {
  if (srId === null) return;
  if (!(await findListedReference(tx, 'template-contents', srId)))
    throw badRequest(`The standards service has no template content ${srId}.`);
}

async function guardSrId<T>(srId: string | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (srId && isUniqueViolation(error)) throw conflict(srIdTakenMessage(srId));
    throw error;
  }
}

type Values = Required<TemplateContentWrite>;

export async function createTemplateContent(
  tx: Tx,
  tenantId: string,
  body: Values,
): Promise<TemplateContent> {
  await assertSrId(tx, body.srId);
  const [row] = await guardSrId(body.srId, () =>
    tx
      .insert(templateContents)
      .values({ tenantId, ...body })
      .returning(contentColumns),
  );
  return (await withLinks(tx, tenantId, [row!]))[0]!;
}

export async function updateTemplateContent(
  tx: Tx,
  tenantId: string,
  id: string,
  { dbVersion, ...body }: Values & { dbVersion: number },
): Promise<TemplateContent> {
  const [stored] = await tx
    .select({ srId: templateContents.srId })
    .from(templateContents)
    .where(and(ofTenant(tenantId), eq(templateContents.id, id)));
  if (!stored) throw contentNotFound(id);
  // a link to an entry that has since left the standard may stay; a new link must name a current entry
  if (stored.srId !== body.srId) await assertSrId(tx, body.srId);
  const [row] = await guardSrId(body.srId, () =>
    tx
      .update(templateContents)
      .set({ ...body, dbVersion: sql`${templateContents.dbVersion} + 1`, updatedAt: sql`now()` })
      .where(and(ofTenant(tenantId), eq(templateContents.id, id), eq(templateContents.dbVersion, dbVersion)))
      .returning(contentColumns),
  );
  if (row) return (await withLinks(tx, tenantId, [row]))[0]!;
  throw conflict(TEMPLATE_CONTENT_MESSAGES.changedBySomeoneElse);
}

/**
 * Who still names a content: every template version and process version (any state, blocks included). Released
 * and obsolete documents are controlled records, so their links are never cleared silently (ADR 0017).
 */
async function contentUsers(tx: Tx, tenantId: string, id: string): Promise<string[]> {
  const has = (column: AnyColumn) => sql`${id} = any(${column})`;
  const usedByTemplates = await tx
    .selectDistinct({ name: templates.name, version: templates.version })
    .from(templates)
    .where(
      and(
        eq(templates.tenantId, tenantId),
        sql`(${has(templates.createdTemplateContentIds)} or ${has(templates.reportedTemplateContentIds)})`,
      ),
    );
  const usedBySops = await sopVersionsNamingContent(tx, tenantId, id);
  return [
    ...usedByTemplates.map((t) => `template "${t.name}" V${t.version}`),
    ...usedBySops.map((s) => `process "${s.name}" V${s.version}`),
  ].sort();
}

export async function deleteTemplateContent(tx: Tx, tenantId: string, id: string): Promise<void> {
  const [row] = await tx
    .select({ name: templateContents.name })
    .from(templateContents)
    .where(and(ofTenant(tenantId), eq(templateContents.id, id)))
    .for('update');
  if (!row) throw contentNotFound(id);
  const users = await contentUsers(tx, tenantId, id);
  if (users.length > 0) throw conflict(templateContentInUseMessage(row.name, users));
  await tx.delete(templateContents).where(and(ofTenant(tenantId), eq(templateContents.id, id)));
}
