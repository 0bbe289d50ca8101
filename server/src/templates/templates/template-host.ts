import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ReleaseState } from '@qms/shared-api/contract';
import type { ChangeControlHost, HostVersion } from '../../change-control/index';
import type { Tx } from '../../db/tenant';
import { templates } from '../schema';
import { notFound } from '../../http/errors';
import { copyStoragesToVersion } from '../../processes/index';
import { getTemplate } from './templates.repository';

// Templates' side of change control (change-control/host.ts): the one release workflow of processes, for
// template versions (start, cancel, complete with participants and signatures; obsolete; new version).

const hostColumns = {
  artifactId: templates.artifactId,
  versionId: templates.versionId,
  version: templates.version,
  releaseState: sql<ReleaseState>`${templates.releaseState}`,
  name: templates.name,
  changeDescription: templates.changeDescription,
  dbVersion: templates.dbVersion,
};
const ofTenant = (tenantId: string) => eq(templates.tenantId, tenantId);

async function loadVersion(tx: Tx, tenantId: string, versionId: string, lock = false): Promise<HostVersion> {
  const query = tx
    .select(hostColumns)
    .from(templates)
    .where(and(ofTenant(tenantId), eq(templates.versionId, versionId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(`Template version ${versionId} not found`);
  return row;
}

async function loadVersions(tx: Tx, tenantId: string, versionIds: readonly string[]): Promise<HostVersion[]> {
  if (versionIds.length === 0) return [];
  return tx
    .select(hostColumns)
    .from(templates)
    .where(and(ofTenant(tenantId), inArray(templates.versionId, [...versionIds])));
}

async function listVersions(tx: Tx, tenantId: string, artifactId: string): Promise<HostVersion[]> {
  const rows = await tx
    .select(hostColumns)
    .from(templates)
    .where(and(ofTenant(tenantId), eq(templates.artifactId, artifactId)))
    .orderBy(asc(templates.version));
  if (rows.length === 0) throw notFound(`Template ${artifactId} not found`);
  return rows;
}

async function setReleaseState(
  tx: Tx,
  tenantId: string,
  versionId: string,
  state: ReleaseState,
): Promise<HostVersion> {
  const [row] = await tx
    .update(templates)
    .set({ releaseState: state, dbVersion: sql`${templates.dbVersion} + 1`, updatedAt: sql`now()` })
    .where(and(ofTenant(tenantId), eq(templates.versionId, versionId)))
    .returning(hostColumns);
  if (!row) throw notFound(`Template version ${versionId} not found`);
  return row;
}

/** The document as signed: every field of the version but its release state and dbVersion. */
async function signedContent(tx: Tx, tenantId: string, version: HostVersion): Promise<unknown> {
  const { releaseState: _s, dbVersion: _d, ...fields } = await getTemplate(tx, tenantId, version.versionId);
  return { ...fields, changeDescription: version.changeDescription };
}

/**
 * A new DRAFT: the fields and content links of `from`, an empty change description, and its own copy of the
 * uploaded template file of `from` (the Uploaded Template is a field of the version: spec 2 §2).
 */
async function copyAsNewVersion(
  tx: Tx,
  tenantId: string,
  from: HostVersion,
  version: number,
): Promise<HostVersion> {
  const {
    versionId: _v,
    dbVersion: _d,
    releaseState: _s,
    version: _n,
    ...copy
  } = await getTemplate(tx, tenantId, from.versionId);
  const [row] = await tx
    .insert(templates)
    .values({ tenantId, ...copy, version, releaseState: 'DRAFT', changeDescription: '' })
    .returning(hostColumns);
  await copyStoragesToVersion(tx, tenantId, 'TEMPLATE', from.versionId, row!.versionId);
  return row!;
}

export const templateChangeControlHost: ChangeControlHost = {
  artifactType: 'TEMPLATE',
  loadVersion,
  loadVersions,
  listVersions,
  setReleaseState,
  signedContent,
  copyAsNewVersion,
};
