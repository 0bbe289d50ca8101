import type {
  LinkedVersionRef,
  TemplateContent,
  TemplateContentInfo,
  TemplateContentLinkState,
  TemplateContentRow,
  TemplateContentStandardFlag,
  TemplateContentValidation,
} from './template-contents.contract';

interface TemplateLinks {
  versionId: string;
  createdTemplateContentIds: readonly string[];
  reportedTemplateContentIds: readonly string[];
}
interface SopOutputs {
  versionId: string;
  /** the contents the process version lists as output, its blocks' included */
  outputContentIds: ReadonlySet<string>;
}

function linkStateOf(hasCreatingTemplate: boolean, hasProcess: boolean): TemplateContentLinkState {
  if (hasCreatingTemplate && hasProcess) return 'LINKED_TO_BOTH';
  if (hasCreatingTemplate) return 'MISSING_PROCESS_OUTPUT';
  if (hasProcess) return 'MISSING_CREATING_TEMPLATE';
  return 'MISSING_BOTH';
}

/** An entry the standards service lists now (an entry removed from the catalogue is not passed). */
interface StandardEntry {
  id: string;
  name: string;
  description: string;
}
/** The texts of a tenant content as compared with its standard entry. */
interface StandardLinkedContent {
  srId: string | null;
  name: string;
  description: string;
}

/**
 * A content's flag against the standard (issue 11; docs/manual/template-contents.md): no srId → none; its srId not
 * listed → REMOVED_FROM_STANDARD; name or description differ → CHANGED_IN_STANDARD. One rule for the search's flags
 * and the synchronisation's report (server and mock).
 */
export function standardFlagOf(
  content: StandardLinkedContent,
  standardById: ReadonlyMap<string, StandardEntry>,
): TemplateContentStandardFlag | undefined {
  if (content.srId === null) return undefined;
  const entry = standardById.get(content.srId);
  if (!entry) return { state: 'REMOVED_FROM_STANDARD', standardName: null, standardDescription: null };
  if (entry.name === content.name && entry.description === content.description) return undefined;
  return { state: 'CHANGED_IN_STANDARD', standardName: entry.name, standardDescription: entry.description };
}

/** Who links each content: built once per answer, so each content's info is a lookup (not a scan per content). */
interface ContentLinkIndex {
  creating: Map<string, string[]>;
  reporting: Map<string, string[]>;
  processes: Map<string, string[]>;
  /** the standard's listed entries by id, when the answer carries the flags against the standard */
  standard?: Map<string, StandardEntry>;
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * One pass over the current templates and processes (version ids in their order, each version once per content);
 * with `standard` (the entries the standards service lists now) the infos also carry the flags against it.
 */
export function contentLinkIndex(
  templates: readonly TemplateLinks[],
  sops: readonly SopOutputs[],
  standard?: readonly StandardEntry[],
): ContentLinkIndex {
  const index: ContentLinkIndex = { creating: new Map(), reporting: new Map(), processes: new Map() };
  if (standard) index.standard = new Map(standard.map((e) => [e.id, e]));
  for (const t of templates) {
    for (const id of new Set(t.createdTemplateContentIds)) push(index.creating, id, t.versionId);
    for (const id of new Set(t.reportedTemplateContentIds)) push(index.reporting, id, t.versionId);
  }
  for (const s of sops) for (const id of s.outputContentIds) push(index.processes, id, s.versionId);
  return index;
}

/**
 * The validations and the link state of one content from the index of the current versions; given the content's
 * texts and an index built with the standard, also its flag against the standard (when it has one).
 */
export function contentInfoOf(
  id: string,
  index: ContentLinkIndex,
  content?: StandardLinkedContent,
): TemplateContentInfo {
  const creating = index.creating.get(id) ?? [];
  const processes = index.processes.get(id) ?? [];
  const validations: TemplateContentValidation[] = [];
  if (processes.length === 0) validations.push('NOT_CREATED_BY_PROCESS');
  if (creating.length > 1) validations.push('CREATED_BY_MULTIPLE_TEMPLATES');
  if (creating.length === 0) validations.push('NOT_CREATED_BY_TEMPLATE');
  const info: TemplateContentInfo = {
    createdByTemplateVersionIds: [...creating],
    reportedByTemplateVersionIds: [...(index.reporting.get(id) ?? [])],
    createdBySopVersionIds: [...processes],
    validations,
    linkState: linkStateOf(creating.length > 0, processes.length > 0),
  };
  const flag = content && index.standard ? standardFlagOf(content, index.standard) : undefined;
  if (flag) info.standardFlag = flag;
  return info;
}

/**
 * The validations and the link state of one content from the CURRENT template and process versions (definitions:
 * docs/manual/template-contents.md). One function for the server and the mock, so the table warnings, the detail
 * and the dashboard chart can never disagree. For many contents build `contentLinkIndex` once and call
 * `contentInfoOf` per content (a search over 2,000 contents must not scan every template per content).
 */
export function contentInfo(
  id: string,
  templates: readonly TemplateLinks[],
  sops: readonly SopOutputs[],
): TemplateContentInfo {
  return contentInfoOf(id, contentLinkIndex(templates, sops));
}

/** A template or process version as the search's `templates` and `sops` list it. */
interface VersionNamed {
  artifactId: string;
  versionId: string;
  version: number;
  name: string;
}
const refOf = (v: VersionNamed): LinkedVersionRef => ({
  artifactId: v.artifactId,
  versionId: v.versionId,
  version: v.version,
  name: v.name,
});
type ContentLinks = Pick<TemplateContent, 'creatingTemplates' | 'reportingTemplates' | 'processes'>;

/**
 * Resolves an info's version ids to a content's links (the lookups built once per answer). The server builds the
 * list's and the writes' contents with it; the clients resolve a search answer's rows with it (the answer sends
 * each version once, in `templates` and `sops`). A version id the lists lack (none on the server) is skipped.
 */
export function contentLinkResolver(
  templates: readonly VersionNamed[],
  sops: readonly VersionNamed[],
): (info: TemplateContentInfo | undefined) => ContentLinks {
  const byVersion = new Map(templates.map((t) => [t.versionId, t]));
  const sopByVersion = new Map(sops.map((s) => [s.versionId, s]));
  const refs = (ids: readonly string[] | undefined, from: ReadonlyMap<string, VersionNamed>) =>
    (ids ?? []).flatMap((id) => {
      const v = from.get(id);
      return v ? [refOf(v)] : [];
    });
  return (info) => ({
    creatingTemplates: refs(info?.createdByTemplateVersionIds, byVersion),
    reportingTemplates: refs(info?.reportedByTemplateVersionIds, byVersion),
    processes: refs(info?.createdBySopVersionIds, sopByVersion),
  });
}

/** A content row with its links and, when it has one, its flag against the standard (list, create, update). */
export function contentWithLinks(
  row: TemplateContentRow,
  info: TemplateContentInfo,
  linksOf: ReturnType<typeof contentLinkResolver>,
): TemplateContent {
  const content: TemplateContent = { ...row, ...linksOf(info) };
  if (info.standardFlag) content.standardFlag = info.standardFlag;
  return content;
}
