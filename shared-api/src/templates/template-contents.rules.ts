import type {
  TemplateContentInfo,
  TemplateContentLinkState,
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

export function linkStateOf(hasCreatingTemplate: boolean, hasProcess: boolean): TemplateContentLinkState {
  if (hasCreatingTemplate && hasProcess) return 'LINKED_TO_BOTH';
  if (hasCreatingTemplate) return 'MISSING_PROCESS_OUTPUT';
  if (hasProcess) return 'MISSING_CREATING_TEMPLATE';
  return 'MISSING_BOTH';
}

/**
 * The validations and the link state of one content from the CURRENT template and process versions (definitions:
 * docs/manual/template-contents.md). One function for the server and the mock, so the table warnings, the detail
 * and the dashboard chart can never disagree.
 */
export function contentInfo(
  id: string,
  templates: readonly TemplateLinks[],
  sops: readonly SopOutputs[],
): TemplateContentInfo {
  const creating = templates.filter((t) => t.createdTemplateContentIds.includes(id));
  const reporting = templates.filter((t) => t.reportedTemplateContentIds.includes(id));
  const processes = sops.filter((s) => s.outputContentIds.has(id));
  const validations: TemplateContentValidation[] = [];
  if (processes.length === 0) validations.push('NOT_CREATED_BY_PROCESS');
  if (creating.length > 1) validations.push('CREATED_BY_MULTIPLE_TEMPLATES');
  if (creating.length === 0) validations.push('NOT_CREATED_BY_TEMPLATE');
  return {
    createdByTemplateVersionIds: creating.map((t) => t.versionId),
    reportedByTemplateVersionIds: reporting.map((t) => t.versionId),
    createdBySopVersionIds: processes.map((s) => s.versionId),
    validations,
    linkState: linkStateOf(creating.length > 0, processes.length > 0),
  };
}
