import { and, eq } from 'drizzle-orm';
import {
  blockNumbers,
  type SessionUser,
  type SopBlock,
  type SopTerm,
  type SopVersionSummary,
} from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { roleNames } from '../../templates/reads';
import { sopVersions } from '../schema';
import { listTerms } from '../terms/terms.repository';
import { asBlock, asVersion, loadBlocks, sopVersionNotFound, versionColumns } from '../sops/sop-rows';
import { loadReleaseRecord, type ReleaseRecord } from './release-record';

/** A block as exported: its document number and the name of its role. */
export interface ExportBlock extends SopBlock {
  number: string;
  roleName: string;
}

/** The test fields of a testable block, as the exports label them. */
export const TEST_FIELDS = [
  ['Acceptance criterion', 'acceptanceCriterion'],
  ['Test method reference', 'testMethodReference'],
  ['Statistical requirements', 'statisticalRequirements'],
  ['Sample size', 'sampleSize'],
  ['References', 'references'],
] as const;

/** Everything an export of one process version shows. */
export interface ExportData {
  sop: SopVersionSummary;
  blocks: ExportBlock[];
  /** the glossary of the version, sorted by term */
  terms: SopTerm[];
  record: ReleaseRecord;
}

/** Loads a process version for export (404 when it is not the tenant's); DELETED blocks are left out. */
export async function loadExportData(tx: Tx, user: SessionUser, versionId: string): Promise<ExportData> {
  const { tenantId } = user;
  const [row] = await tx
    .select(versionColumns)
    .from(sopVersions)
    .where(and(eq(sopVersions.tenantId, tenantId), eq(sopVersions.versionId, versionId)));
  if (!row) throw sopVersionNotFound(versionId);
  const sop = asVersion(row);
  const visible = (await loadBlocks(tx, tenantId, versionId))
    .filter((b) => b.versionState !== 'DELETED')
    .map((b) => asBlock(b, sop.artifactId));
  const roleIds = [...new Set(visible.map((b) => b.roleId).filter((id): id is string => !!id))];
  const nameOfRole = new Map((await roleNames(tx, tenantId, roleIds)).map((r) => [r.id, r.name]));
  const numbers = blockNumbers(visible);
  const blocks = visible.map((b, i) => ({
    ...b,
    number: numbers[i]!,
    roleName: b.roleId ? (nameOfRole.get(b.roleId) ?? '') : '',
  }));
  const terms = await listTerms(tx, { tenantId, artifactId: sop.artifactId, versionId });
  const record = await loadReleaseRecord(tx, user, sop.artifactId, versionId);
  return { sop, blocks, terms, record };
}
