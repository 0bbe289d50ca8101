import type { ArtifactKind } from './change-control.contract';

// The paths of change control, versions and history per artifact kind: the client hooks, the mock and the server
// module read them from here, so processes and templates cannot drift apart. Processes: spec 1 §7; templates:
// spec 2 §7 (release-state, new version) and, where spec 2 is silent, the same shape under /templates/v/….

const enc = encodeURIComponent;

interface ArtifactPaths {
  /** GET: every release of the version */
  changeControl(versionId: string): string;
  /** GET: the current release (or an empty one); POST: start a release */
  release(versionId: string): string;
  /** PUT: cancel | complete | approve | decline | revert */
  releaseAction(versionId: string, action: string): string;
  /** GET: every signature given on the version (decisions, release, obsolete) */
  signatures(versionId: string): string;
  /** GET: the signatures in force on the version, with capacity, and the withdrawn ones */
  signedRecord(versionId: string): string;
  /** POST: a new version of the artifact */
  newVersion(artifactId: string): string;
  /** GET: the document history of the artifact */
  history(artifactId: string): string;
  /** PUT: the target release state */
  releaseState(artifactId: string, versionId: string): string;
}

function changeControlPaths(
  base: string,
): Pick<ArtifactPaths, 'changeControl' | 'release' | 'releaseAction' | 'signatures' | 'signedRecord'> {
  return {
    changeControl: (v) => `${base}/v/${enc(v)}/change-control`,
    release: (v) => `${base}/v/${enc(v)}/change-control/release`,
    releaseAction: (v, action) => `${base}/v/${enc(v)}/change-control/release/${enc(action)}`,
    signatures: (v) => `${base}/v/${enc(v)}/signatures`,
    signedRecord: (v) => `${base}/v/${enc(v)}/signatures/in-force`,
  };
}

export const ARTIFACT_PATHS: Record<ArtifactKind, ArtifactPaths> = {
  sops: {
    ...changeControlPaths('/qms-api/sops'),
    newVersion: (a) => `/qms-api/sops/${enc(a)}/versions`,
    history: (a) => `/qms-api/sops/${enc(a)}/versions`,
    releaseState: (a, v) => `/qms-api/sops/${enc(a)}/versions/${enc(v)}/release-state`,
  },
  templates: {
    ...changeControlPaths('/qms-api/templates'),
    newVersion: (a) => `/qms-api/templates/a/${enc(a)}/v`,
    history: (a) => `/qms-api/templates/a/${enc(a)}/v`,
    // spec 2 §7 names the version only; the artifact id is not part of the path
    releaseState: (_a, v) => `/qms-api/templates/v/${enc(v)}/release-state`,
  },
};
