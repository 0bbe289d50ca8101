import { and, asc, eq, sql } from 'drizzle-orm';
import {
  isInWork,
  isTermValidFor,
  TERM_CHANGED_BY_SOMEONE_ELSE,
  TERM_NEW_VERSION_ONLY_UNCHANGED,
  TERM_NOT_DELETED,
  TERM_NOT_VALID_HERE,
  termDeleteOutcome,
  termDisplayState,
  type ReleaseState,
  type SopTerm,
  type TermSearchEntry,
} from '@qms/shared-api/contract';
import { rowsOf, type Tx } from '../../db/tenant';
import { sopTerms } from '../schema';
import { conflict, notFound } from '../../http/errors';
import { assertDraft, loadSopVersion } from '../sops/sop-rows';
import type { SopRefIds } from '../blocks/blocks.repository';

const termColumns = {
  artifactId: sopTerms.artifactId,
  versionId: sopTerms.versionId,
  version: sopTerms.version,
  sopArtifactId: sopTerms.sopArtifactId,
  sopVersionCreated: sopTerms.sopVersionCreated,
  sopVersionReplaced: sopTerms.sopVersionReplaced,
  term: sopTerms.term,
  abbreviation: sopTerms.abbreviation,
  definition: sopTerms.definition,
  dbVersion: sopTerms.dbVersion,
};
type TermValues = { term: string; abbreviation: string; definition: string };

const allTermsOf = (tx: Tx, tenantId: string, sopArtifactId: string): Promise<SopTerm[]> =>
  tx
    .select(termColumns)
    .from(sopTerms)
    .where(and(eq(sopTerms.tenantId, tenantId), eq(sopTerms.sopArtifactId, sopArtifactId)))
    .orderBy(asc(sql`lower(${sopTerms.term})`), asc(sopTerms.version));

/** GET …/terms: the terms valid for the process version, by term. */
export async function listTerms(tx: Tx, ref: SopRefIds): Promise<SopTerm[]> {
  const version = await loadSopVersion(tx, ref.tenantId, ref.artifactId, ref.versionId);
  return (await allTermsOf(tx, ref.tenantId, ref.artifactId)).filter((t) =>
    isTermValidFor(t, version.version),
  );
}

/** Deleted in this version: replaced here without a successor created here. */
function deletedIn(terms: SopTerm[], sopVersion: number): SopTerm[] {
  return terms.filter(
    (t) =>
      t.sopVersionReplaced === sopVersion &&
      !terms.some((o) => o.artifactId === t.artifactId && o.sopVersionCreated === sopVersion),
  );
}

/** GET …/terms/deleted: only while the process is in work (spec 1 §4), else empty. */
export async function listDeletedTerms(tx: Tx, ref: SopRefIds): Promise<SopTerm[]> {
  const version = await loadSopVersion(tx, ref.tenantId, ref.artifactId, ref.versionId);
  if (!isInWork(version.releaseState)) return [];
  return deletedIn(await allTermsOf(tx, ref.tenantId, ref.artifactId), version.version);
}

async function draft(tx: Tx, ref: SopRefIds) {
  const version = await loadSopVersion(tx, ref.tenantId, ref.artifactId, ref.versionId, true);
  assertDraft(version);
  return version;
}

async function findTerm(tx: Tx, ref: SopRefIds, termArtifactId: string | undefined, termVersionId: string) {
  const terms = await allTermsOf(tx, ref.tenantId, ref.artifactId);
  const term = terms.find(
    (t) => t.versionId === termVersionId && (termArtifactId === undefined || t.artifactId === termArtifactId),
  );
  if (!term) throw notFound(`Term version ${termVersionId} not found in this process`);
  return { term, terms };
}

const getTerm = async (tx: Tx, tenantId: string, versionId: string): Promise<SopTerm> => {
  const [row] = await tx
    .select(termColumns)
    .from(sopTerms)
    .where(and(eq(sopTerms.tenantId, tenantId), eq(sopTerms.versionId, versionId)));
  return row!;
};

export async function createTerm(tx: Tx, ref: SopRefIds, values: TermValues): Promise<SopTerm> {
  const version = await draft(tx, ref);
  const [row] = await tx
    .insert(sopTerms)
    .values({
      ...values,
      tenantId: ref.tenantId,
      artifactId: sql`gen_random_uuid()`,
      sopArtifactId: ref.artifactId,
      version: 1,
      sopVersionCreated: version.version,
    })
    .returning(termColumns);
  return row!;
}

/** The unchanged term is replaced in this version by a new term version (with the given values). */
async function newVersionOf(tx: Tx, ref: SopRefIds, term: SopTerm, sopVersion: number, values: TermValues) {
  await tx
    .update(sopTerms)
    .set({ sopVersionReplaced: sopVersion, dbVersion: sql`${sopTerms.dbVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(sopTerms.tenantId, ref.tenantId), eq(sopTerms.versionId, term.versionId)));
  const [row] = await tx
    .insert(sopTerms)
    .values({
      ...values,
      tenantId: ref.tenantId,
      artifactId: term.artifactId,
      sopArtifactId: ref.artifactId,
      version: term.version + 1,
      sopVersionCreated: sopVersion,
    })
    .returning(termColumns);
  return row!;
}

const stateIn = (term: SopTerm, version: { version: number; releaseState: ReleaseState }) =>
  termDisplayState(term, version);

/** PUT: a term created in this version changes in place; an unchanged one first gets a new version. */
export async function updateTerm(
  tx: Tx,
  ref: SopRefIds,
  termArtifactId: string,
  termVersionId: string,
  { dbVersion, ...values }: TermValues & { dbVersion: number },
): Promise<SopTerm> {
  const version = await draft(tx, ref);
  const { term } = await findTerm(tx, ref, termArtifactId, termVersionId);
  if (!isTermValidFor(term, version.version)) throw conflict(TERM_NOT_VALID_HERE);
  if (term.dbVersion !== dbVersion) throw conflict(TERM_CHANGED_BY_SOMEONE_ELSE);
  if (stateIn(term, version) === 'unchanged') return newVersionOf(tx, ref, term, version.version, values);
  await tx
    .update(sopTerms)
    .set({ ...values, dbVersion: sql`${sopTerms.dbVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(sopTerms.tenantId, ref.tenantId), eq(sopTerms.versionId, termVersionId)));
  return getTerm(tx, ref.tenantId, termVersionId);
}

/** POST on a term version: a new, identical version of an unchanged term. */
export async function newTermVersion(tx: Tx, ref: SopRefIds, termArtifactId: string, termVersionId: string) {
  const version = await draft(tx, ref);
  const { term } = await findTerm(tx, ref, termArtifactId, termVersionId);
  if (!isTermValidFor(term, version.version) || stateIn(term, version) !== 'unchanged')
    throw conflict(TERM_NEW_VERSION_ONLY_UNCHANGED);
  const { term: name, abbreviation, definition } = term;
  return newVersionOf(tx, ref, term, version.version, { term: name, abbreviation, definition });
}

/** DELETE: unchanged → deleted (replaced in this version), new → removed, changed → reverted. */
export async function deleteTerm(tx: Tx, ref: SopRefIds, termArtifactId: string, termVersionId: string) {
  const version = await draft(tx, ref);
  const { term } = await findTerm(tx, ref, termArtifactId, termVersionId);
  if (!isTermValidFor(term, version.version)) throw conflict(TERM_NOT_VALID_HERE);
  const outcome = termDeleteOutcome(stateIn(term, version));
  const byId = and(eq(sopTerms.tenantId, ref.tenantId), eq(sopTerms.versionId, termVersionId));
  if (outcome === 'mark-deleted') {
    await tx
      .update(sopTerms)
      .set({
        sopVersionReplaced: version.version,
        dbVersion: sql`${sopTerms.dbVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(byId);
    return;
  }
  await tx.delete(sopTerms).where(byId);
  if (outcome === 'revert') {
    await tx
      .update(sopTerms)
      .set({ sopVersionReplaced: null, dbVersion: sql`${sopTerms.dbVersion} + 1`, updatedAt: sql`now()` })
      .where(
        and(
          eq(sopTerms.tenantId, ref.tenantId),
          eq(sopTerms.artifactId, term.artifactId),
          eq(sopTerms.sopVersionReplaced, version.version),
        ),
      );
  }
}

/** DELETE …/terms/deleted/{termVersionId}: the term is valid again in this version. */
export async function undoTermDeletion(tx: Tx, ref: SopRefIds, termVersionId: string): Promise<void> {
  const version = await draft(tx, ref);
  const { term, terms } = await findTerm(tx, ref, undefined, termVersionId);
  if (!deletedIn(terms, version.version).some((t) => t.versionId === term.versionId))
    throw conflict(TERM_NOT_DELETED);
  await tx
    .update(sopTerms)
    .set({ sopVersionReplaced: null, dbVersion: sql`${sopTerms.dbVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(sopTerms.tenantId, ref.tenantId), eq(sopTerms.versionId, termVersionId)));
}

/**
 * GET /terms/search: the glossary of all processes — the terms valid in the NEWEST version of each process, with
 * that version (docs/adr/0048-terms-versioned-by-process-version-number.md). Sorted by term.
 */
export async function searchTerms(tx: Tx, tenantId: string): Promise<TermSearchEntry[]> {
  const result = await tx.execute(sql`
    with newest as (
      select distinct on (artifact_id) artifact_id, version_id, version, name, release_state
      from sop_versions where tenant_id = ${tenantId}
      order by artifact_id, version desc)
    select t.artifact_id as "artifactId", t.version_id as "versionId", t.version, t.sop_artifact_id as "sopArtifactId",
           t.sop_version_created as "sopVersionCreated", t.sop_version_replaced as "sopVersionReplaced",
           t.term, t.abbreviation, t.definition, t.db_version as "dbVersion",
           n.version_id as "sopVersionId", n.name as "sopName", n.version as "sopVersion",
           n.release_state as "sopReleaseState"
    from sop_terms t join newest n on n.artifact_id = t.sop_artifact_id
    where t.tenant_id = ${tenantId} and t.sop_version_created <= n.version
      and (t.sop_version_replaced is null or t.sop_version_replaced > n.version)
    order by lower(t.term), n.name`);
  return rowsOf<TermSearchEntry>(result).map((r) => ({
    ...r,
    artifactId: String(r.artifactId),
    versionId: String(r.versionId),
    sopArtifactId: String(r.sopArtifactId),
    sopVersionId: String(r.sopVersionId),
  }));
}
