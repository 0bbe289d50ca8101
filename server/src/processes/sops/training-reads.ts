import { and, desc, eq, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import type { Tx } from '../../db/tenant';
import { sopBlocks, sopVersions } from '../schema';
import { sopVersionNotFound } from './sop-rows';

// What the training module reads of a process version (issue 29.3): the roles its steps name and whether its
// purpose changed since the previous released version. Training owns none of these tables.

/** A step of the version that names a role, with the step's state against the version it was copied from. */
export interface RoleStep {
  roleId: string;
  versionState: 'CREATED' | 'UPDATED' | 'UNCHANGED';
}

export interface TrainingScope {
  artifactId: string;
  version: number;
  name: string;
  /** the steps (not DELETED) that name a role */
  roleSteps: RoleStep[];
  /** the version's purpose (spec 1 §3: the description) */
  purpose: string;
  /** the highest-numbered earlier version that was released (RELEASED or OBSOLETE now), if any */
  previousReleased: { versionId: string; version: number; purpose: string } | null;
}

/** The training scope of a process version of the tenant; 404 when it has no such version. */
export async function trainingScopeOfVersion(
  tx: Tx,
  tenantId: string,
  versionId: string,
): Promise<TrainingScope> {
  const [row] = await tx
    .select({
      artifactId: sopVersions.artifactId,
      version: sopVersions.version,
      name: sopVersions.name,
      purpose: sopVersions.description,
    })
    .from(sopVersions)
    .where(and(eq(sopVersions.tenantId, tenantId), eq(sopVersions.versionId, versionId)));
  if (!row) throw sopVersionNotFound(versionId);
  const steps = await tx
    .select({ roleId: sopBlocks.roleId, versionState: sopBlocks.versionState })
    .from(sopBlocks)
    .where(
      and(
        eq(sopBlocks.tenantId, tenantId),
        eq(sopBlocks.sopVersionId, versionId),
        eq(sopBlocks.type, 'STEP'),
        isNotNull(sopBlocks.roleId),
        ne(sopBlocks.versionState, 'DELETED'),
      ),
    );
  const [previous] = await tx
    .select({
      versionId: sopVersions.versionId,
      version: sopVersions.version,
      purpose: sopVersions.description,
    })
    .from(sopVersions)
    .where(
      and(
        eq(sopVersions.tenantId, tenantId),
        eq(sopVersions.artifactId, row.artifactId),
        lt(sopVersions.version, row.version),
        inArray(sopVersions.releaseState, ['RELEASED', 'OBSOLETE']),
      ),
    )
    .orderBy(desc(sopVersions.version))
    .limit(1);
  return {
    ...row,
    roleSteps: steps.map((s) => ({
      roleId: s.roleId!,
      versionState: s.versionState as RoleStep['versionState'],
    })),
    previousReleased: previous ?? null,
  };
}
