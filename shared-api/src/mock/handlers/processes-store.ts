import type { SopBlock } from '../../processes/blocks.contract';
import {
  MUST_BE_DRAFT,
  type SopArtifact,
  type SopDetailResponse,
  type SopVersionSummary,
} from '../../processes/sops.contract';
import type { SopTerm } from '../../processes/terms.contract';
import { getMockDb, type MockDb } from '../db';
import { errorResponse } from './util';

/**
 * The processes part of the in-memory mock beyond the overview list: blocks per process version and the terms
 * per process artifact. Keyed by the MockDb object, so resetMockDb() starts these afresh too.
 */
interface ProcessStore {
  /** versionId → its blocks in order (DELETED ones included) */
  blocks: Map<string, SopBlock[]>;
  /** every term version of every process */
  terms: SopTerm[];
  /** term version ids marked deleted in a process version: versionId → term version ids */
  deletedTerms: Map<string, Set<string>>;
}

const stores = new WeakMap<MockDb, ProcessStore>();

export function processStore(): ProcessStore {
  const db = getMockDb();
  let store = stores.get(db);
  if (!store) {
    store = { blocks: new Map(), terms: [], deletedTerms: new Map() };
    stores.set(db, store);
  }
  return store;
}

export const uuid = (): string => crypto.randomUUID();

export function findVersion(versionId: string): SopVersionSummary | undefined {
  return getMockDb().sops.sops.find((s) => s.versionId === versionId);
}

export function findArtifact(artifactId: string): SopArtifact | undefined {
  return getMockDb().sops.artifacts.find((a) => a.artifactId === artifactId);
}

export function blocksOf(versionId: string): SopBlock[] {
  const store = processStore();
  let list = store.blocks.get(versionId);
  if (!list) {
    list = [];
    store.blocks.set(versionId, list);
  }
  return list;
}

export function detailOf(version: SopVersionSummary): SopDetailResponse | undefined {
  const artifact = findArtifact(version.artifactId);
  if (!artifact) return undefined;
  return { sopArtifact: artifact, sop: { ...version, sopBlocks: [...blocksOf(version.versionId)] } };
}

/** The process version of a path, checked to belong to the artifact; or the 404 to send. */
export function versionOr404(artifactId: string, versionId: string): SopVersionSummary | Response {
  const version = findVersion(versionId);
  if (!version || version.artifactId !== artifactId) return errorResponse(404, 'Process version not found.');
  return version;
}

/** 409 unless the version is a DRAFT (spec 1 §5: the mock's own words). */
export function requireDraft(version: SopVersionSummary): Response | undefined {
  return version.releaseState === 'DRAFT' ? undefined : errorResponse(409, MUST_BE_DRAFT);
}
