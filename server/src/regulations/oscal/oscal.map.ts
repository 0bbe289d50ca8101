import type { OscalCatalog, OscalControl, OscalGroup, OscalParam, OscalPart } from './oscal.schema';
import { escapeHtml, lineToHtml, lineToText, paramResolver, proseToHtml } from './oscal.text';

/** One node of the requirement tree before ids are assigned; parents are referred to by key. */
export interface MappedRequirement {
  key: string;
  parentKey: string | null;
  type: 'HEADING' | 'TEXT';
  interpretable: boolean;
  text: string;
  guidance: string;
  paragraph: string;
  level: number;
  withdrawn: boolean;
  interpretedInKey: string | null;
}

export interface CatalogCounts {
  groups: number;
  controls: number;
  enhancements: number;
  withdrawn: number;
  paragraphs: number;
  requirements: number;
}

export interface MappedCatalog {
  uuid: string;
  /** what makes two files the same regulation: the first document id, else the title */
  identity: string;
  version: string;
  title: string;
  requirements: MappedRequirement[];
  counts: CatalogCounts;
}

type Props = { name: string; value: string }[] | undefined;
const prop = (props: Props, name: string): string | undefined =>
  props?.find((p) => p.name.toLowerCase() === name)?.value;
const isWithdrawn = (control: OscalControl): boolean =>
  prop(control.props, 'status')?.toLowerCase() === 'withdrawn';

/** Parts that carry the requirement's explanation; other part kinds (assessment objectives, methods) are skipped. */
const GUIDANCE_PARTS = new Set(['guidance', 'overview']);

function collectParams(catalog: OscalCatalog): Map<string, OscalParam> {
  const params = new Map<string, OscalParam>();
  const add = (list: OscalParam[] | undefined) => list?.forEach((p) => params.set(p.id, p));
  const visitControl = (c: OscalControl) => {
    add(c.params);
    c.controls?.forEach(visitControl);
  };
  const visitGroup = (g: OscalGroup) => {
    add(g.params);
    g.groups?.forEach(visitGroup);
    g.controls?.forEach(visitControl);
  };
  add(catalog.params);
  catalog.groups?.forEach(visitGroup);
  catalog.controls?.forEach(visitControl);
  return params;
}

/** Labels of every control by id, to name the target of a withdrawn control's moved-to / incorporated-into link. */
function collectLabels(catalog: OscalCatalog): Map<string, string> {
  const labels = new Map<string, string>();
  const visitControl = (c: OscalControl) => {
    labels.set(c.id, prop(c.props, 'label') ?? c.id);
    c.controls?.forEach(visitControl);
  };
  const visitGroup = (g: OscalGroup) => {
    g.groups?.forEach(visitGroup);
    g.controls?.forEach(visitControl);
  };
  catalog.groups?.forEach(visitGroup);
  catalog.controls?.forEach(visitControl);
  return labels;
}

/** Maps an OSCAL catalog onto the requirement tree (docs/architecture.md "OSCAL importer"). Pure: no database. */
export function mapCatalog(catalog: OscalCatalog): MappedCatalog {
  const resolve = paramResolver(collectParams(catalog));
  const labels = collectLabels(catalog);
  const requirements: MappedRequirement[] = [];
  const counts: CatalogCounts = {
    groups: 0,
    controls: 0,
    enhancements: 0,
    withdrawn: 0,
    paragraphs: 0,
    requirements: 0,
  };
  const usedKeys = new Set<string>();

  // OSCAL ids are unique in a document, but groups and parts may have none: then the key is the path from the
  // parent, which is stable as long as the catalog's structure is (so re-imports keep requirement ids)
  const keyFor = (id: string | undefined, parentKey: string | null, local: string): string => {
    let key = id ?? `${parentKey ?? 'catalog'}/${local}`;
    for (let n = 2; usedKeys.has(key); n++) key = `${id ?? `${parentKey ?? 'catalog'}/${local}`}~${n}`;
    usedKeys.add(key);
    return key;
  };

  const proseOf = (text: string | undefined, where: string): string =>
    text ? proseToHtml(resolve(text, where)) : '';

  const guidanceOf = (parts: OscalPart[] | undefined, where: string): string =>
    (parts ?? [])
      .filter((p) => GUIDANCE_PARTS.has(p.name))
      .map((p) => renderPartTree(p, where))
      .join('');

  // guidance keeps its nesting as one HTML block: it is read, never assessed paragraph by paragraph
  const renderPartTree = (part: OscalPart, where: string): string => {
    const heading = part.title ?? prop(part.props, 'label');
    const head = heading ? `<p><strong>${escapeHtml(heading)}</strong></p>` : '';
    const children = (part.parts ?? []).map((p) => renderPartTree(p, where)).join('');
    return `${head}${proseOf(part.prose, where)}${children}`;
  };

  const addParagraphs = (
    parts: OscalPart[] | undefined,
    parentKey: string,
    level: number,
    interpretedInKey: string,
    where: string,
  ) => {
    (parts ?? []).forEach((part, index) => {
      const label = prop(part.props, 'label') ?? '';
      const key = keyFor(part.id, parentKey, label || String(index + 1));
      counts.paragraphs++;
      requirements.push({
        key,
        parentKey,
        type: 'TEXT',
        interpretable: false,
        text: proseOf(part.prose, where),
        guidance: '',
        paragraph: label,
        level,
        withdrawn: false,
        interpretedInKey,
      });
      addParagraphs(part.parts, key, level + 1, interpretedInKey, where);
    });
  };

  const addControl = (
    control: OscalControl,
    parentKey: string | null,
    level: number,
    enhancement: boolean,
  ) => {
    const where = `control '${control.id}'`;
    const key = keyFor(control.id, parentKey, control.id);
    const withdrawn = isWithdrawn(control);
    if (enhancement) counts.enhancements++;
    else counts.controls++;
    if (withdrawn) counts.withdrawn++;
    const statement = control.parts?.find((p) => p.name === 'statement');
    const title = `<p><strong>${lineToHtml(control.title)}</strong></p>`;
    let body = proseOf(statement?.prose, where);
    if (withdrawn) {
      const targets = (control.links ?? [])
        .filter((l) => l.rel === 'moved-to' || l.rel === 'incorporated-into')
        .map((l) => {
          const target = l.href.startsWith('#') ? l.href.slice(1) : l.href;
          return `${l.rel === 'moved-to' ? 'moved to' : 'incorporated into'} ${labels.get(target) ?? target}`;
        });
      body += `<p><em>${escapeHtml(`Withdrawn${targets.length ? `: ${targets.join(', ')}` : ''}.`)}</em></p>`;
    }
    requirements.push({
      key,
      parentKey,
      type: 'TEXT',
      // a withdrawn control has nothing left to assess
      interpretable: !withdrawn,
      text: title + body,
      guidance: guidanceOf(control.parts, where),
      paragraph: prop(control.props, 'label') ?? control.id,
      level,
      withdrawn,
      interpretedInKey: null,
    });
    // statement items are assessed as part of their control: not interpretable, interpreted in the control
    addParagraphs(statement?.parts, key, level + 1, key, where);
    control.controls?.forEach((child) => addControl(child, key, level + 1, true));
  };

  const addGroup = (group: OscalGroup, parentKey: string | null, level: number, index: number) => {
    counts.groups++;
    const key = keyFor(group.id, parentKey, `group-${index + 1}`);
    requirements.push({
      key,
      parentKey,
      type: 'HEADING',
      interpretable: false,
      text: lineToHtml(group.title),
      guidance: guidanceOf(group.parts, `group '${group.id ?? group.title}'`),
      paragraph: prop(group.props, 'label') ?? '',
      level,
      withdrawn: false,
      interpretedInKey: null,
    });
    group.groups?.forEach((child, i) => addGroup(child, key, level + 1, i));
    group.controls?.forEach((control) => addControl(control, key, level + 1, false));
  };

  catalog.groups?.forEach((group, i) => addGroup(group, null, 0, i));
  catalog.controls?.forEach((control) => addControl(control, null, 0, false));
  counts.requirements = requirements.length;

  const documentId = catalog.metadata['document-ids']?.[0];
  return {
    uuid: catalog.uuid,
    identity: documentId
      ? `${documentId.scheme ?? 'id'}#${documentId.identifier}`
      : `title#${lineToText(catalog.metadata.title)}`,
    version: catalog.metadata.version,
    title: lineToText(catalog.metadata.title),
    requirements,
    counts,
  };
}
