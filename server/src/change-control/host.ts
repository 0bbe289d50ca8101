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
