import { http, HttpResponse } from 'msw';
import { selectableProcesses } from '../../processes/processes.rules';
import {
  ProductUpdate,
  ProductWrite,
  productNameTakenMessage,
  type Product,
} from '../../templates/products.contract';
import { SR_REFERENCE_KINDS } from '../../templates/sr-references.contract';
import { TEMPLATE_CONTENT_MESSAGES } from '../../templates/template-contents.messages';
import {
  TemplateContentUpdate,
  TemplateContentWrite,
  templateContentInUseMessage,
  type SyncDifference,
  type TemplateContent,
  type TemplateContentInfo,
  type TemplateContentLinkState,
  type TemplateContentRow,
  type TemplateContentStandardState,
} from '../../templates/template-contents.contract';
import {
  contentInfoOf,
  contentLinkIndex,
  contentLinkResolver,
  contentWithLinks,
  standardFlagOf,
} from '../../templates/template-contents.rules';
import type { Template, TemplateSop } from '../../templates/templates.contract';
import { getMockDb } from '../db';
import { errorResponse, forbidViewer, qms, readJson, sr, validationMessage } from './util';

/** Current versions per artifact (OBSOLETE skipped, RELEASED preferred), as the server selects them. */
export const mockCurrentTemplates = (): Template[] => selectableProcesses(getMockDb().templates);
export function mockCurrentSops(): (TemplateSop & { outputContentIds: Set<string> })[] {
  return selectableProcesses(getMockDb().sops.sops).map((s) => ({
    artifactId: s.artifactId,
    versionId: s.versionId,
    version: s.version,
    releaseState: s.releaseState,
    name: s.name,
    description: s.description,
    templateArtifactIds: s.templateArtifactIds,
    templateContentIds: s.templateContentIds,
    outputContentIds: new Set(s.templateContentIds),
  }));
}

const rows = () => [...getMockDb().templateContents].sort((a, b) => a.name.localeCompare(b.name));

function searchAll(query: URLSearchParams) {
  const templates = mockCurrentTemplates();
  const sops = mockCurrentSops();
  const text = query.get('text')?.trim().toLowerCase();
  const creating = templates.find((t) => t.artifactId === query.get('createdByTemplateArtifactId'));
  const reporting = templates.find((t) => t.artifactId === query.get('reportedByTemplateArtifactId'));
  const sop = sops.find((s) => s.artifactId === query.get('sopArtifactId'));
  // the flags against the standard in the same pass, as the server computes them (the mock's catalogue lists
  // only the entries still in the standard)
  const index = contentLinkIndex(templates, sops, getMockDb().srReferences['template-contents']);
  const infos: Record<string, TemplateContentInfo> = {};
  const contents: TemplateContentRow[] = [];
  for (const row of rows()) {
    if (query.get('createdByTemplateArtifactId') && !creating?.createdTemplateContentIds.includes(row.id))
      continue;
    if (query.get('reportedByTemplateArtifactId') && !reporting?.reportedTemplateContentIds.includes(row.id))
      continue;
    if (query.get('sopArtifactId') && !sop?.outputContentIds.has(row.id)) continue;
    if (text && ![row.name, row.description, row.exampleText].some((f) => f.toLowerCase().includes(text)))
      continue;
    const info = contentInfoOf(row.id, index, row);
    if (query.get('unassigned') === 'true' && info.linkState !== 'MISSING_BOTH') continue;
    if (query.get('standardFlag') && info.standardFlag?.state !== query.get('standardFlag')) continue;
    infos[row.id] = info;
    contents.push(row);
  }
  return {
    templateContents: contents,
    templates,
    sops: sops.map(({ outputContentIds: _o, ...s }) => s),
    templateContentInfos: infos,
  };
}

/** The tenant's contents with their links and flags, as the server's list, create and update answer them. */
function allContents(): TemplateContent[] {
  const { templateContents, templates, sops, templateContentInfos } = searchAll(new URLSearchParams());
  const linksOf = contentLinkResolver(templates, sops);
  return templateContents.map((row) => contentWithLinks(row, templateContentInfos[row.id]!, linksOf));
}

const contentNotFound = (id: unknown) => errorResponse(404, `Template content ${String(id)} not found`);

/** Template contents (search, statistics, CRUD, synchronize), products and the SR reference lists. */
export const templateContentsHandlers = [
  http.get(qms('/template-contents'), () => HttpResponse.json(allContents())),
  http.get(qms('/template-contents/search'), ({ request }) =>
    HttpResponse.json(searchAll(new URL(request.url).searchParams)),
  ),
  http.get(qms('/template-contents/statistics'), () => {
    const { templateContentInfos } = searchAll(new URLSearchParams());
    const countByLinkState: Record<TemplateContentLinkState, number> = {
      LINKED_TO_BOTH: 0,
      MISSING_BOTH: 0,
      MISSING_PROCESS_OUTPUT: 0,
      MISSING_CREATING_TEMPLATE: 0,
    };
    const countByStandardFlag: Record<TemplateContentStandardState, number> = {
      CHANGED_IN_STANDARD: 0,
      REMOVED_FROM_STANDARD: 0,
    };
    for (const info of Object.values(templateContentInfos)) {
      countByLinkState[info.linkState]++;
      if (info.standardFlag) countByStandardFlag[info.standardFlag.state]++;
    }
    return HttpResponse.json({
      countByLinkState,
      countByStandardFlag,
      total: getMockDb().templateContents.length,
    });
  }),
  http.post(qms('/template-contents'), async ({ request }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const parsed = TemplateContentWrite.safeParse(await readJson(request));
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    const row = { id: crypto.randomUUID(), ...parsed.data, dbVersion: 0 };
    getMockDb().templateContents.push(row);
    return HttpResponse.json(
      allContents().find((c) => c.id === row.id),
      {
        status: 201,
      },
    );
  }),
  http.post(qms('/template-contents/synchronize'), ({ request }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const db = getMockDb();
    const linked = new Set(db.templateContents.map((c) => c.srId));
    const createdIds: string[] = [];
    for (const entry of db.srReferences['template-contents']) {
      if (linked.has(entry.id)) continue;
      const id = crypto.randomUUID();
      db.templateContents.push({
        id,
        name: entry.name,
        description: entry.description,
        exampleText: '',
        srId: entry.id,
        dbVersion: 0,
      });
      createdIds.push(id);
    }
    // the existing linked contents: reported by the same rule as the server, never overwritten or deleted
    const listed = new Map(db.srReferences['template-contents'].map((e) => [e.id, e]));
    const changedInStandard: SyncDifference[] = [];
    const removedFromStandard: SyncDifference[] = [];
    for (const content of db.templateContents) {
      if (createdIds.includes(content.id) || content.srId === null) continue;
      const flag = standardFlagOf(content, listed);
      if (!flag) continue;
      const difference = {
        id: content.id,
        srId: content.srId,
        name: content.name,
        standardName: flag.standardName,
        standardDescription: flag.standardDescription,
      };
      (flag.state === 'REMOVED_FROM_STANDARD' ? removedFromStandard : changedInStandard).push(difference);
    }
    return HttpResponse.json({
      created: createdIds.length,
      createdIds,
      changedInStandard,
      removedFromStandard,
    });
  }),
  http.put(qms('/template-contents/:id'), async ({ request, params }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const row = getMockDb().templateContents.find((c) => c.id === params.id);
    if (!row) return contentNotFound(params.id);
    const parsed = TemplateContentUpdate.safeParse(await readJson(request));
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    if (parsed.data.dbVersion !== row.dbVersion)
      return errorResponse(409, TEMPLATE_CONTENT_MESSAGES.changedBySomeoneElse);
    Object.assign(row, parsed.data, { dbVersion: row.dbVersion + 1 });
    return HttpResponse.json(allContents().find((c) => c.id === row.id));
  }),
  http.delete(qms('/template-contents/:id'), ({ request, params }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const db = getMockDb();
    const row = db.templateContents.find((c) => c.id === params.id);
    if (!row) return contentNotFound(params.id);
    const users = [
      ...db.templates
        .filter((t) => [...t.createdTemplateContentIds, ...t.reportedTemplateContentIds].includes(row.id))
        .map((t) => `template "${t.name}" V${t.version}`),
      ...db.sops.sops
        .filter((s) => s.templateContentIds.includes(row.id))
        .map((s) => `process "${s.name}" V${s.version}`),
    ].sort();
    if (users.length) return errorResponse(409, templateContentInUseMessage(row.name, users));
    db.templateContents = db.templateContents.filter((c) => c !== row);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(qms('/products'), () =>
    HttpResponse.json([...getMockDb().products].sort((a, b) => a.name.localeCompare(b.name))),
  ),
  http.post(qms('/products'), async ({ request }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const parsed = ProductWrite.safeParse(await readJson(request));
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    const name = parsed.data.name;
    if (getMockDb().products.some((p) => p.name.toLowerCase() === name.toLowerCase()))
      return errorResponse(409, productNameTakenMessage(name));
    const product: Product = { productId: crypto.randomUUID(), name, dbVersion: 0 };
    getMockDb().products.push(product);
    return HttpResponse.json(product, { status: 201 });
  }),
  http.put(qms('/products/:productId'), async ({ request, params }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const product = getMockDb().products.find((p) => p.productId === params.productId);
    if (!product) return errorResponse(404, `Product ${String(params.productId)} not found`);
    const parsed = ProductUpdate.safeParse(await readJson(request));
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    Object.assign(product, { name: parsed.data.name, dbVersion: product.dbVersion + 1 });
    return HttpResponse.json(product);
  }),
  http.delete(qms('/products/:productId'), ({ request, params }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const db = getMockDb();
    if (!db.products.some((p) => p.productId === params.productId))
      return errorResponse(404, `Product ${String(params.productId)} not found`);
    db.products = db.products.filter((p) => p.productId !== params.productId);
    return new HttpResponse(null, { status: 204 });
  }),
  ...SR_REFERENCE_KINDS.map((kind) =>
    http.get(sr(`/${kind}`), () =>
      HttpResponse.json([...getMockDb().srReferences[kind]].sort((a, b) => a.name.localeCompare(b.name))),
    ),
  ),
];
