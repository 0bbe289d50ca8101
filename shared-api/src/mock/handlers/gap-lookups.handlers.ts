import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import {
  SopArtifactIdQuery,
  SopVersionIdQuery,
  TemplateArtifactIdQuery,
  type LinkedBlock,
  type ProductRequirement,
  type QmsRequirement,
} from '../../regulations/qms-requirements.contract';
import { getMockDb } from '../db';
import { findVersion, processStore } from './processes-store';
import { errorResponse, qms, requireToken, validationMessage } from './util';

// The gap entries looked up from a process (spec 3 §7 "QMS service: regulations and requirements"), answered
// like server/src/regulations/qms-requirements/qms-requirements.routes.ts: stored assessments only, ordered by
// regulation and document order; regulation ids distinct and sorted.

/** Every stored block version with the process it belongs to. */
function allBlocks() {
  // a block of a process version that no longer exists is gone with it
  return [...processStore().blocks.entries()].flatMap(([versionId, blocks]) =>
    findVersion(versionId) ? blocks.map((block) => ({ block, sopArtifactId: block.sopArtifactId })) : [],
  );
}

/**
 * The blocks the assessments link, with their process and newest name (the gap list's `linkedBlocks`); a block
 * whose process is gone is missing, as on the server.
 */
export function linkedBlocksOf(entries: readonly QmsRequirement[]): LinkedBlock[] {
  const wanted = new Set(entries.flatMap((q) => q.referencedSopBlockArtifactIds));
  const newest = new Map<string, LinkedBlock & { version: number }>();
  for (const { block, sopArtifactId } of allBlocks()) {
    if (!wanted.has(block.artifactId)) continue;
    const seen = newest.get(block.artifactId);
    if (!seen || seen.version < block.version)
      newest.set(block.artifactId, {
        blockArtifactId: block.artifactId,
        sopArtifactId,
        name: block.name,
        version: block.version,
      });
  }
  return [...newest.values()]
    .sort((a, b) => a.blockArtifactId.localeCompare(b.blockArtifactId))
    .map(({ version: _version, ...linked }) => linked);
}

function storedWhere(match: (q: QmsRequirement) => boolean): QmsRequirement[] {
  const db = getMockDb();
  const position = new Map(db.requirements.map((r, index) => [r.id, index]));
  const at = (q: QmsRequirement) => position.get(q.requirementId) ?? Number.MAX_SAFE_INTEGER;
  return db.qmsRequirements
    .filter(match)
    .sort((a, b) => a.regulationId.localeCompare(b.regulationId) || at(a) - at(b));
}

const intersects = (ids: readonly string[], set: Set<string>) => ids.some((id) => set.has(id));

/** The process's part of an assessment: target, implemented, or one of its blocks linked. */
const namesProcess = (sopArtifactId: string, blockIds: Set<string>) => (q: QmsRequirement) =>
  q.targetSopArtifactIds.includes(sopArtifactId) ||
  q.actualSopArtifactIds.includes(sopArtifactId) ||
  intersects(q.referencedSopBlockArtifactIds, blockIds);

const regulationIds = (list: QmsRequirement[]) => [...new Set(list.map((q) => q.regulationId))].sort();

/** The query parameter, validated with the server's query schema (400 with its message). */
function required(
  request: Request,
  schema: z.ZodType<Record<string, string>>,
  name: string,
): string | Response {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
  return parsed.data[name]!;
}

/**
 * The server's product requirements: the non-deleted Section blocks of every PRODUCT process's preferred version
 * (the newest RELEASED one, else the newest), processes by name.
 */
function productRequirements(): ProductRequirement[] {
  const db = getMockDb();
  const products = db.sops.artifacts.filter((a) => a.requirementType === 'PRODUCT');
  const preferred = products.flatMap((artifact) => {
    const versions = db.sops.sops
      .filter((v) => v.artifactId === artifact.artifactId)
      .sort(
        (a, b) =>
          Number(b.releaseState === 'RELEASED') - Number(a.releaseState === 'RELEASED') ||
          b.version - a.version,
      );
    return versions[0] ? [versions[0]] : [];
  });
  preferred.sort(
    (a, b) =>
      a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.artifactId.localeCompare(b.artifactId),
  );
  return preferred.flatMap((version) =>
    (processStore().blocks.get(version.versionId) ?? [])
      .filter((b) => b.type === 'TIPTAP' && b.versionState !== 'DELETED')
      .map((b) => ({
        sopArtifactId: version.artifactId,
        sopName: version.name,
        sopBlockArtifactId: b.artifactId,
        sopBlockVersionId: b.versionId,
        sopBlockName: b.name,
        sopBlockDescription: b.description,
        sopBlockProductIds: b.productIds,
        sopBlockTestable: b.testable,
        sopBlockAcceptanceCriterion: b.acceptanceCriterion,
        sopBlockTestMethodReference: b.testMethodReference,
        sopBlockStatisticalRequirements: b.statisticalRequirements,
        sopBlockSampleSize: b.sampleSize,
        sopBlockReferences: b.references,
      })),
  );
}

export const gapLookupHandlers = [
  http.get(
    qms('/product-requirements'),
    ({ request }) => requireToken(request) ?? HttpResponse.json(productRequirements()),
  ),
  http.get(qms('/qms-requirements/by-sop-version-id'), ({ request }) => {
    const denied = requireToken(request);
    if (denied) return denied;
    const versionId = required(request, SopVersionIdQuery, 'sopVersionId');
    if (versionId instanceof Response) return versionId;
    const version = findVersion(versionId);
    if (!version) return errorResponse(404, `Process version ${versionId} not found`);
    const blockIds = new Set((processStore().blocks.get(versionId) ?? []).map((b) => b.artifactId));
    return HttpResponse.json(storedWhere(namesProcess(version.artifactId, blockIds)));
  }),
  http.get(qms('/qms-requirements/regulation-ids-by-sop-artifact-id'), ({ request }) => {
    const denied = requireToken(request);
    if (denied) return denied;
    const sopArtifactId = required(request, SopArtifactIdQuery, 'sopArtifactId');
    if (sopArtifactId instanceof Response) return sopArtifactId;
    // blocks of any version of the process
    const blockIds = new Set(
      allBlocks()
        .filter((b) => b.sopArtifactId === sopArtifactId)
        .map((b) => b.block.artifactId),
    );
    return HttpResponse.json(regulationIds(storedWhere(namesProcess(sopArtifactId, blockIds))));
  }),
  http.get(qms('/qms-requirements/regulation-ids-by-template-artifact-id'), ({ request }) => {
    const denied = requireToken(request);
    if (denied) return denied;
    const id = required(request, TemplateArtifactIdQuery, 'templateArtifactId');
    if (id instanceof Response) return id;
    return HttpResponse.json(
      regulationIds(
        storedWhere(
          (q) => q.targetTemplateArtifactIds.includes(id) || q.actualTemplateArtifactIds.includes(id),
        ),
      ),
    );
  }),
];
