import type { ChangeControlArtifactType, ReleaseState } from '@qms/shared-api/contract';
import type { Tx } from '../db/tenant';

/** What change control needs to know of one artifact version. */
export interface HostVersion {
  artifactId: string;
  versionId: string;
  /** the version number (1, 2, …) */
  version: number;
  releaseState: ReleaseState;
  /** shown in signatures' record descriptions and errors */
  name: string;
  changeDescription: string;
  /** the version row's optimistic-concurrency counter */
  dbVersion: number;
}

/**
 * The artifact area's side of change control. Processes implement it in `processes/sops/sop-host.ts`; templates
 * implement the same interface for their versions and mount `changeControlRoutes` and `versionRoutes` with it.
 * Every method runs in the request transaction (tenant set, RLS on) and must only touch that tenant's rows.
 */
export interface ChangeControlHost {
  artifactType: ChangeControlArtifactType;
  /** The version, or throw 404 (`notFound`) when the tenant has no such version. `lock`: SELECT … FOR UPDATE. */
  loadVersion(tx: Tx, tenantId: string, versionId: string, lock?: boolean): Promise<HostVersion>;
  /** The versions among the ids (one statement for a list of them: My approvals, due for review); unknown ids are
   *  left out. */
  loadVersions(tx: Tx, tenantId: string, versionIds: readonly string[]): Promise<HostVersion[]>;
  /** All versions of the artifact, ascending by version number; throw 404 when the artifact is unknown. */
  listVersions(tx: Tx, tenantId: string, artifactId: string): Promise<HostVersion[]>;
  /** Sets the version's release state and bumps its dbVersion (the module has checked the transition). */
  setReleaseState(tx: Tx, tenantId: string, versionId: string, state: ReleaseState): Promise<HostVersion>;
  /**
   * Everything the version's document says, as a JSON-serialisable value, WITHOUT the release state and dbVersion
   * (they change while it is signed): a signature stores the SHA-256 of its canonical JSON (signatures/).
   */
  signedContent(tx: Tx, tenantId: string, version: HostVersion): Promise<unknown>;
  /** A new DRAFT `version` of the artifact copied from `from` (process: blocks as UNCHANGED, valid terms kept). */
  copyAsNewVersion(tx: Tx, tenantId: string, from: HostVersion, version: number): Promise<HostVersion>;
}

/**
 * The versions of `rows` (each naming its artifact type and version id), by version id: one statement per artifact
 * type, not one per row. A row whose version is missing is asked for alone, so it fails as `loadVersion` does (404).
 */
export async function versionsOf(
  tx: Tx,
  tenantId: string,
  hosts: readonly ChangeControlHost[],
  rows: readonly { artifactType: ChangeControlArtifactType; versionId: string }[],
): Promise<Map<string, HostVersion>> {
  const byId = new Map<string, HostVersion>();
  // one after the other: the queries share the request transaction
  for (const host of hosts) {
    const ids = [
      ...new Set(rows.filter((r) => r.artifactType === host.artifactType).map((r) => r.versionId)),
    ];
    for (const version of await host.loadVersions(tx, tenantId, ids)) byId.set(version.versionId, version);
  }
  for (const row of rows)
    if (!byId.has(row.versionId)) {
      const host = hosts.find((h) => h.artifactType === row.artifactType)!;
      byId.set(row.versionId, await host.loadVersion(tx, tenantId, row.versionId));
    }
  return byId;
}
