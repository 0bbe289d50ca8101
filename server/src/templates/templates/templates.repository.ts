import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  canChangeTemplateState,
  TEMPLATE_REFUSALS,
  type ReleaseState,
  type Template,
  type TemplateCreate,
  type TemplateStatistics,
  type TemplateUpdate,
  type TemplateWrite,
  type VersionScope,
} from '@qms/shared-api/contract';
import { removeReleasesOfDeletedVersion } from '../../change-control/index';
import { rowsOf, type Tx } from '../../db/tenant';
import { idArray } from '../../db/uuid';
import { deleteStoragesOfVersion } from '../../processes/index';
import { roles, templateContents, templates } from '../schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { currentTemplates } from './templates.links';

export const templateColumns = {
  artifactId: templates.artifactId,
  versionId: templates.versionId,
  version: templates.version,
  releaseState: sql<Template['releaseState']>`${templates.releaseState}`,
  name: templates.name,
  description: templates.description,
  documentKey: templates.documentKey,
  location: templates.location,
  reviewerRoleId: templates.reviewerRoleId,
  releaserRoleId: templates.releaserRoleId,
  createdTemplateContentIds: templates.createdTemplateContentIds,
  reportedTemplateContentIds: templates.reportedTemplateContentIds,
  changeDescription: templates.changeDescription,
  dbVersion: templates.dbVersion,
};

const templateNotFound = (versionId: string) => notFound(`Template version ${versionId} not found`);
const ofTenant = (tenantId: string) => eq(templates.tenantId, tenantId);

/**
 * GET /templates: the tenant's template versions by name. `scope` 'current' (VersionListQuery, ADR 0200) leaves the
 * obsolete history unread: the versions that are not OBSOLETE (`templates_current_idx`, its predicate repeated
 * literally), and the newest version of a template that has no other (`retiredTemplateVersionIds`).
 */
export async function listTemplates(
  tx: Tx,
  tenantId: string,
  scope: VersionScope = 'all',
): Promise<Template[]> {
  const byName = [asc(sql`lower(${templates.name})`), asc(templates.version)];
  if (scope === 'all')
    return tx
      .select(templateColumns)
      .from(templates)
      .where(ofTenant(tenantId))
      .orderBy(...byName);
  const live = and(ofTenant(tenantId), sql`${templates.releaseState} <> 'OBSOLETE'`);
  const retired = await retiredTemplateVersionIds(tx, tenantId);
  if (retired.length === 0)
    return tx
      .select(templateColumns)
      .from(templates)
      .where(live)
      .orderBy(...byName);
  // two reads by index in one statement, sorted as the whole list: "or" made the planner read every version
  const sorted = { ...templateColumns, sortName: sql<string>`lower(${templates.name})`.as('sort_name') };
  const rows = await tx
    .select(sorted)
    .from(templates)
    .where(live)
    .unionAll(
      tx
        .select(sorted)
        .from(templates)
        .where(and(ofTenant(tenantId), sql`${templates.versionId} = any(${idArray(retired)})`)),
    )
    .orderBy(sql`sort_name`, sql`version`);
  return rows.map(({ sortName: _, ...template }) => template);
}

/**
 * The newest version of each template all of whose versions are OBSOLETE. Templates have no table of their own, so
 * they are walked by the index on (tenant, artifact, version), one step per template (a recursive "loose index
 * scan"), each asked whether it has a version that is not obsolete (a probe of the partial index) and, if not, its
 * newest version (a probe): a row or two per template, not every version.
 */
async function retiredTemplateVersionIds(tx: Tx, tenantId: string): Promise<string[]> {
  const result = await tx.execute(sql`
    with recursive a(id) as (
      (select artifact_id from templates where tenant_id = ${tenantId} order by artifact_id limit 1)
      union all
      select (select t.artifact_id from templates t where t.tenant_id = ${tenantId} and t.artifact_id > a.id
        order by t.artifact_id limit 1)
      from a where a.id is not null
    )
    select (select n.version_id from templates n where n.tenant_id = ${tenantId} and n.artifact_id = a.id
        order by n.version desc limit 1)::text as id
    from a
    where a.id is not null and not exists (select 1 from templates l
      where l.tenant_id = ${tenantId} and l.artifact_id = a.id and l.release_state <> 'OBSOLETE')`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/**
 * The tenant's current template versions (`currentTemplates`: OBSOLETE skipped, per template its newest RELEASED
 * version, else its newest), in the list's order: the same answer as `currentTemplates(listTemplates(...))`
 * without reading the obsolete history (ADR 0199). The condition repeats the predicate of migration 0040's partial
 * index `templates_current_idx` literally: the planner uses a partial index only for a query that implies it.
 */
export async function listCurrentTemplates(tx: Tx, tenantId: string): Promise<Template[]> {
  const rows = await tx
    .select(templateColumns)
    .from(templates)
    .where(and(ofTenant(tenantId), sql`${templates.releaseState} <> 'OBSOLETE'`))
    .orderBy(asc(sql`lower(${templates.name})`), asc(templates.version));
  return currentTemplates(rows);
}

export async function getTemplate(tx: Tx, tenantId: string, versionId: string, lock = false) {
  const query = tx
    .select(templateColumns)
    .from(templates)
    .where(and(ofTenant(tenantId), eq(templates.versionId, versionId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw templateNotFound(versionId);
  return row;
}

type Links = Required<Pick<TemplateWrite, 'reviewerRoleId' | 'releaserRoleId'>> & {
  createdTemplateContentIds: string[];
  reportedTemplateContentIds: string[];
};

/** Roles and contents named by a template must be the tenant's own (400 names the first unknown one). */
async function assertLinks(tx: Tx, tenantId: string, values: Links): Promise<void> {
  for (const roleId of [values.reviewerRoleId, values.releaserRoleId]) {
    if (!roleId) continue;
    const [role] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.id, roleId)));
    if (!role) throw badRequest(`Role ${roleId} does not exist.`);
  }
  const ids = [...new Set([...values.createdTemplateContentIds, ...values.reportedTemplateContentIds])];
  const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const known = uuids.length
    ? await tx
        .select({ id: templateContents.id })
        .from(templateContents)
        .where(and(eq(templateContents.tenantId, tenantId), inArray(templateContents.id, uuids)))
    : [];
  const knownIds = new Set(known.map((k) => k.id));
  const unknown = ids.find((id) => !knownIds.has(id));
  if (unknown) throw badRequest(`Template content ${unknown} does not exist.`);
}

const dedupe = (ids: readonly string[]) => [...new Set(ids)];

function values(body: Required<TemplateWrite>): Links & Omit<Required<TemplateWrite>, keyof Links> {
  return {
    ...body,
    createdTemplateContentIds: dedupe(body.createdTemplateContentIds),
    reportedTemplateContentIds: dedupe(body.reportedTemplateContentIds),
  };
}

/** POST /templates: a new artifact whose first version is a DRAFT with the Initial Version number. */
export async function createTemplate(
  tx: Tx,
  tenantId: string,
  body: Partial<Required<TemplateCreate>> & { name: string },
): Promise<Template> {
  const { version = 1, ...rest } = body;
  const fields = values({
    description: '',
    documentKey: '',
    location: '',
    reviewerRoleId: null,
    releaserRoleId: null,
    createdTemplateContentIds: [],
    reportedTemplateContentIds: [],
    ...rest,
  });
  await assertLinks(tx, tenantId, fields);
  const [row] = await tx
    .insert(templates)
    .values({ tenantId, artifactId: crypto.randomUUID(), version, ...fields })
    .returning(templateColumns);
  return row!;
}

/** PUT /templates/v/{versionId}: DRAFT only (spec 2 §4); a stale dbVersion is a 409. */
export async function updateTemplate(
  tx: Tx,
  tenantId: string,
  versionId: string,
  {
    dbVersion,
    changeDescription,
    ...body
  }: Omit<Required<TemplateUpdate>, 'changeDescription'> & Pick<TemplateUpdate, 'changeDescription'>,
): Promise<Template> {
  const current = await getTemplate(tx, tenantId, versionId, true);
  if (current.dbVersion !== dbVersion) throw conflict(TEMPLATE_REFUSALS.changedBySomeoneElse);
  if (current.releaseState !== 'DRAFT') throw conflict(TEMPLATE_REFUSALS.editOnlyDraft);
  const fields = values(body);
  await assertLinks(tx, tenantId, fields);
  const [row] = await tx
    .update(templates)
    .set({
      ...fields,
      ...(changeDescription === undefined ? {} : { changeDescription }),
      dbVersion: sql`${templates.dbVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(ofTenant(tenantId), eq(templates.versionId, versionId)))
    .returning(templateColumns);
  return row!;
}

/** DELETE /templates/v/{versionId}: only a DRAFT version (spec 2 §4); 409 otherwise (ADR 0044). */
/**
 * DELETE /templates/v/{versionId}: DRAFT only; its uploaded file goes with it. Returns the ids of the file storages
 * removed, whose files the caller deletes once the transaction committed (as a process version's delete does).
 */
export async function deleteTemplate(tx: Tx, tenantId: string, versionId: string): Promise<string[]> {
  const current = await getTemplate(tx, tenantId, versionId, true);
  if (current.releaseState !== 'DRAFT') throw conflict(TEMPLATE_REFUSALS.deleteOnlyDraft);
  await removeReleasesOfDeletedVersion(tx, tenantId, 'TEMPLATE', versionId);
  const storageIds = await deleteStoragesOfVersion(tx, tenantId, 'TEMPLATE', versionId);
  await tx.delete(templates).where(and(ofTenant(tenantId), eq(templates.versionId, versionId)));
  return storageIds;
}

/**
 * The state table of spec 2 §4 without a workflow: fixtures and examples (the generated checks, tests) use it to put
 * a version into a state; requests change states only through the change-control module (template-host.ts). Completing a release makes the
 * artifact's previously RELEASED version OBSOLETE, so one version per template is in force.
 */
export async function changeTemplateState(
  tx: Tx,
  tenantId: string,
  versionId: string,
  target: ReleaseState,
): Promise<Template> {
  const current = await getTemplate(tx, tenantId, versionId, true);
  if (!canChangeTemplateState(current.releaseState, target))
    throw conflict(TEMPLATE_REFUSALS.transition(current.releaseState, target));
  if (target === 'RELEASED')
    await tx
      .update(templates)
      .set({ releaseState: 'OBSOLETE', dbVersion: sql`${templates.dbVersion} + 1`, updatedAt: sql`now()` })
      .where(
        and(
          ofTenant(tenantId),
          eq(templates.artifactId, current.artifactId),
          eq(templates.releaseState, 'RELEASED'),
        ),
      );
  const [row] = await tx
    .update(templates)
    .set({ releaseState: target, dbVersion: sql`${templates.dbVersion} + 1`, updatedAt: sql`now()` })
    .where(and(ofTenant(tenantId), eq(templates.versionId, versionId)))
    .returning(templateColumns);
  return row!;
}

/** GET /templates/statistics (definitions: docs/adr/0065-templates-one-row-per-version-current-versions-count.md). */
export async function templateStatistics(tx: Tx, tenantId: string): Promise<TemplateStatistics> {
  const countByReleaseState: Record<ReleaseState, number> = {
    DRAFT: 0,
    IN_RELEASE: 0,
    RELEASED: 0,
    OBSOLETE: 0,
  };
  const rows = await tx
    .select({ state: templates.releaseState, n: sql<number>`count(*)::int` })
    .from(templates)
    .where(ofTenant(tenantId))
    .groupBy(templates.releaseState);
  for (const row of rows) countByReleaseState[row.state as ReleaseState] = Number(row.n);
  const [released] = await tx
    .select({ n: sql<number>`count(distinct ${templates.artifactId})::int` })
    .from(templates)
    .where(and(ofTenant(tenantId), eq(templates.releaseState, 'RELEASED')));
  return { countByReleaseState, latestReleasedCount: Number(released?.n ?? 0) };
}
