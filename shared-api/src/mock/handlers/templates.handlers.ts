import { http, HttpResponse } from 'msw';
import {
  canCreateTemplateVersionFrom,
  TEMPLATE_REFUSALS,
  TemplateCreate,
  TemplateUpdate,
  type Template,
  type TemplateStatistics,
} from '../../templates/templates.contract';
import { getMockDb } from '../db';
import {
  mockCurrentSops,
  mockCurrentTemplates,
  templateContentsHandlers,
} from './template-contents.handlers';
import { releasesOnVersionDelete } from './change-control.handlers';
import { rolesHandlers } from './roles.handlers';
import { errorResponse, forbidViewer, qms, readJson, validationMessage } from './util';

const find = (versionId: unknown) => getMockDb().templates.find((t) => t.versionId === versionId);
const notFound = (versionId: unknown) =>
  errorResponse(404, `Template version ${String(versionId)} not found`);
const sorted = () =>
  [...getMockDb().templates].sort((a, b) => a.name.localeCompare(b.name) || a.version - b.version);
const contentsOf = (t: Template) => [
  ...new Set([...t.createdTemplateContentIds, ...t.reportedTemplateContentIds]),
];

/** The templates area in the mock: roles, templates (the server's state table), contents, products, SR lists. */
export const templatesHandlers = [
  ...rolesHandlers,
  ...templateContentsHandlers,
  http.get(qms('/templates'), () => HttpResponse.json(sorted())),
  http.get(qms('/templates/search'), () => {
    const sops = mockCurrentSops();
    const direct: Record<string, string[]> = {};
    const byContent: Record<string, string[]> = {};
    const artifacts: Record<string, string[]> = {};
    for (const t of sorted()) {
      const d = sops.filter((s) => s.templateArtifactIds.includes(t.artifactId));
      const c = sops.filter((s) => contentsOf(t).some((id) => s.outputContentIds.has(id)));
      direct[t.versionId] = d.map((s) => s.versionId);
      byContent[t.versionId] = c.map((s) => s.versionId);
      artifacts[t.versionId] = [...new Set([...d, ...c].map((s) => s.artifactId))];
    }
    return HttpResponse.json({
      templates: sorted(),
      sops: sops.map(({ outputContentIds: _o, ...s }) => s),
      templatesToSopVersionIdsLinkedDirectly: direct,
      templatesToSopVersionIdsLinkedByTemplateContent: byContent,
      templatesToSopArtifactIds: artifacts,
    });
  }),
  http.get(qms('/templates/search/by-sop-version'), ({ request }) => {
    const sopVersionId = new URL(request.url).searchParams.get('sopVersionId');
    const sop = getMockDb().sops.sops.find((s) => s.versionId === sopVersionId);
    if (!sop) return errorResponse(404, `Process version ${String(sopVersionId)} not found`);
    // the mock's process list carries no blocks: links are direct or through the version's outputs
    const templates = mockCurrentTemplates().filter(
      (t) =>
        sop.templateArtifactIds.includes(t.artifactId) ||
        contentsOf(t).some((id) => sop.templateContentIds.includes(id)),
    );
    return HttpResponse.json({
      blocks: [],
      templates,
      templateToBlocksVersionIds: Object.fromEntries(templates.map((t) => [t.versionId, []])),
    });
  }),
  http.get(qms('/templates/statistics'), () => {
    const stats: TemplateStatistics = {
      countByReleaseState: { DRAFT: 0, IN_RELEASE: 0, RELEASED: 0, OBSOLETE: 0 },
      latestReleasedCount: 0,
    };
    for (const t of getMockDb().templates) stats.countByReleaseState[t.releaseState]++;
    stats.latestReleasedCount = new Set(
      getMockDb()
        .templates.filter((t) => t.releaseState === 'RELEASED')
        .map((t) => t.artifactId),
    ).size;
    return HttpResponse.json(stats);
  }),
  http.post(qms('/templates'), async ({ request }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const parsed = TemplateCreate.safeParse(await readJson(request));
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    const template: Template = {
      ...parsed.data,
      artifactId: crypto.randomUUID(),
      versionId: crypto.randomUUID(),
      releaseState: 'DRAFT',
      changeDescription: '',
      dbVersion: 0,
    };
    getMockDb().templates.push(template);
    return HttpResponse.json(template, { status: 201 });
  }),
  http.get(qms('/templates/v/:versionId'), ({ params }) => {
    const t = find(params.versionId);
    return t ? HttpResponse.json(t) : notFound(params.versionId);
  }),
  http.put(qms('/templates/v/:versionId'), async ({ request, params }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const t = find(params.versionId);
    if (!t) return notFound(params.versionId);
    const parsed = TemplateUpdate.safeParse(await readJson(request));
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    if (parsed.data.dbVersion !== t.dbVersion)
      return errorResponse(409, TEMPLATE_REFUSALS.changedBySomeoneElse);
    if (t.releaseState !== 'DRAFT') return errorResponse(409, TEMPLATE_REFUSALS.editOnlyDraft);
    const { changeDescription = t.changeDescription, ...fields } = parsed.data;
    Object.assign(t, fields, { changeDescription, dbVersion: t.dbVersion + 1 });
    return HttpResponse.json(t);
  }),
  http.delete(qms('/templates/v/:versionId'), ({ request, params }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const t = find(params.versionId);
    if (!t) return notFound(params.versionId);
    if (t.releaseState !== 'DRAFT') return errorResponse(409, TEMPLATE_REFUSALS.deleteOnlyDraft);
    const signed = releasesOnVersionDelete(t.versionId);
    if (signed) return signed;
    getMockDb().templates = getMockDb().templates.filter((x) => x !== t);
    return new HttpResponse(null, { status: 204 });
  }),
  // PUT /templates/v/{versionId}/release-state: change-control.handlers.ts (signed, as on the server)
  http.post(qms('/templates/a/:artifactId/v'), ({ request, params }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const versions = getMockDb()
      .templates.filter((t) => t.artifactId === params.artifactId)
      .sort((a, b) => b.version - a.version);
    const newest = versions[0];
    if (!newest) return errorResponse(404, `Template ${String(params.artifactId)} not found`);
    if (versions.some((v) => v.releaseState === 'DRAFT' || v.releaseState === 'IN_RELEASE'))
      return errorResponse(409, TEMPLATE_REFUSALS.newVersionInWork);
    if (!canCreateTemplateVersionFrom(newest.releaseState))
      return errorResponse(409, TEMPLATE_REFUSALS.newVersionOnlyReleasedOrObsolete);
    const next: Template = {
      ...newest,
      versionId: crypto.randomUUID(),
      version: newest.version + 1,
      releaseState: 'DRAFT',
      changeDescription: '',
      dbVersion: 0,
    };
    getMockDb().templates.push(next);
    const { artifactId, versionId, version, releaseState } = next;
    return HttpResponse.json({ artifactId, versionId, version, releaseState }, { status: 201 });
  }),
];
