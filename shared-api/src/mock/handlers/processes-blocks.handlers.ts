import { http, HttpResponse } from 'msw';
import { validationMessage } from '../../common/validation';
import {
  BLOCK_CHANGED_BY_SOMEONE_ELSE,
  BLOCK_DEFAULTS,
  BLOCK_DELETED_NOT_EDITABLE,
  BLOCK_NOT_DELETED,
  BLOCK_ORDER_MISMATCH,
  SopBlockCreate,
  SopBlockOrder,
  SopBlockUpdate,
  type SopBlock,
} from '../../processes/blocks.contract';
import { STEP_QMS_ONLY } from '../../processes/sops.contract';
import { blockDeleteOutcome } from '../../processes/processes.rules';
import { blocksOf, findArtifact, requireDraft, uuid, versionOr404 } from './processes-store';
import { errorResponse, forbidViewer, qms, readJson } from './util';

const base = '/sops/:artifactId/versions/:versionId/blocks';
type Params = Record<string, string | readonly string[] | undefined>;

/** The process version of a block write, checked: admin, exists, DRAFT. The version or the answer to send. */
function writableVersion(request: Request, params: Params) {
  const denied = forbidViewer(request);
  if (denied) return denied;
  const version = versionOr404(String(params.artifactId), String(params.versionId));
  if (version instanceof Response) return version;
  return requireDraft(version) ?? version;
}

/**
 * The previous version of an UPDATED block, kept so a revert (DELETE of the UPDATED version) can bring it back.
 * Keyed by the UPDATED version's id.
 */
const previousVersions = new WeakMap<SopBlock[], Map<string, SopBlock>>();
function previousOf(list: SopBlock[]): Map<string, SopBlock> {
  let map = previousVersions.get(list);
  if (!map) {
    map = new Map();
    previousVersions.set(list, map);
  }
  return map;
}

/** Blocks of a process version (spec 1 §7 "Blocks"), with the state rules of §4. */
export const processBlockHandlers = [
  http.put(qms(`${base}/order`), async ({ request, params }) => {
    const version = writableVersion(request, params);
    if (version instanceof Response) return version;
    const parsed = SopBlockOrder.safeParse(await readJson(request));
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    const list = blocksOf(version.versionId);
    const ids = parsed.data.artifactIds;
    if (ids.length !== list.length || !list.every((b) => ids.includes(b.artifactId)))
      return errorResponse(409, BLOCK_ORDER_MISMATCH);
    list.sort((a, b) => ids.indexOf(a.artifactId) - ids.indexOf(b.artifactId));
    return new HttpResponse(null, { status: 204 });
  }),
  http.delete(qms(`${base}/deleted/:blockVersionId`), ({ request, params }) => {
    const version = writableVersion(request, params);
    if (version instanceof Response) return version;
    const block = blocksOf(version.versionId).find((b) => b.versionId === params.blockVersionId);
    if (!block) return errorResponse(404, 'Block not found.');
    if (block.versionState !== 'DELETED') return errorResponse(409, BLOCK_NOT_DELETED);
    Object.assign(block, { versionState: 'UNCHANGED', dbVersion: block.dbVersion + 1 });
    return new HttpResponse(null, { status: 204 });
  }),
  http.post(qms(base), async ({ request, params }) => {
    const version = writableVersion(request, params);
    if (version instanceof Response) return version;
    const parsed = SopBlockCreate.safeParse(await readJson(request));
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    const { atIndex, block: fields } = parsed.data;
    if (fields.type === 'STEP' && findArtifact(version.artifactId)?.requirementType !== 'QMS')
      return errorResponse(409, STEP_QMS_ONLY);
    const defaults = BLOCK_DEFAULTS[fields.type];
    const block: SopBlock = {
      artifactId: uuid(),
      versionId: uuid(),
      version: 1,
      versionState: 'CREATED',
      sopArtifactId: version.artifactId,
      type: fields.type,
      name: fields.name ?? defaults.name,
      description: fields.description ?? defaults.description,
      diagramXml: fields.diagramXml ?? '',
      testable: fields.testable ?? false,
      acceptanceCriterion: fields.acceptanceCriterion ?? '',
      testMethodReference: fields.testMethodReference ?? '',
      statisticalRequirements: fields.statisticalRequirements ?? '',
      sampleSize: fields.sampleSize ?? '',
      references: fields.references ?? '',
      productIds: fields.productIds ?? [],
      templateContentIds: fields.templateContentIds ?? [],
      roleId: fields.roleId ?? null,
      dbVersion: 0,
    };
    const list = blocksOf(version.versionId);
    list.splice(Math.min(atIndex ?? list.length, list.length), 0, block);
    return HttpResponse.json(block, { status: 201 });
  }),
  http.get(qms(`${base}/:blockArtifactId/versions/:blockVersionId`), ({ params }) => {
    const version = versionOr404(String(params.artifactId), String(params.versionId));
    if (version instanceof Response) return version;
    const block = blocksOf(version.versionId).find((b) => b.versionId === params.blockVersionId);
    return block ? HttpResponse.json(block) : errorResponse(404, 'Block not found.');
  }),
  http.put(qms(`${base}/:blockArtifactId/versions/:blockVersionId`), async ({ request, params }) => {
    const version = writableVersion(request, params);
    if (version instanceof Response) return version;
    const parsed = SopBlockUpdate.safeParse(await readJson(request));
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    const list = blocksOf(version.versionId);
    const index = list.findIndex((b) => b.versionId === params.blockVersionId);
    const block = list[index];
    if (!block) return errorResponse(404, 'Block not found.');
    const { dbVersion, ...changes } = parsed.data;
    if (dbVersion !== block.dbVersion) return errorResponse(409, BLOCK_CHANGED_BY_SOMEONE_ELSE);
    if (block.versionState === 'DELETED') return errorResponse(409, BLOCK_DELETED_NOT_EDITABLE);
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    if (block.versionState === 'UNCHANGED') {
      // editing an unchanged block creates its new version (UPDATED); the old one is kept for a revert
      const next: SopBlock = {
        ...block,
        ...defined,
        versionId: uuid(),
        version: block.version + 1,
        versionState: 'UPDATED',
        dbVersion: 0,
      };
      previousOf(list).set(next.versionId, block);
      list[index] = next;
      return HttpResponse.json(next);
    }
    Object.assign(block, defined, { dbVersion: block.dbVersion + 1 });
    return HttpResponse.json(block);
  }),
  http.delete(qms(`${base}/:blockArtifactId/versions/:blockVersionId`), ({ request, params }) => {
    const version = writableVersion(request, params);
    if (version instanceof Response) return version;
    const list = blocksOf(version.versionId);
    const index = list.findIndex((b) => b.versionId === params.blockVersionId);
    const block = list[index];
    if (!block) return errorResponse(404, 'Block not found.');
    const outcome = blockDeleteOutcome(block.versionState);
    if (outcome === 'mark-deleted')
      Object.assign(block, { versionState: 'DELETED', dbVersion: block.dbVersion + 1 });
    else if (outcome === 'remove') list.splice(index, 1);
    else if (outcome === 'revert') {
      const previous = previousOf(list).get(block.versionId);
      if (previous) list[index] = previous;
      else list.splice(index, 1);
    } else return errorResponse(409, BLOCK_DELETED_NOT_EDITABLE);
    return new HttpResponse(null, { status: 204 });
  }),
];
