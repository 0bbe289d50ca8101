import { selectableProcesses, type Template, type TemplateSop } from '@qms/shared-api/contract';
import type { CurrentSop } from '../../processes/index';

/** The current template version per artifact (the same selection as for processes). */
export const currentTemplates = (all: readonly Template[]): Template[] => selectableProcesses(all);

/** A plain TemplateSop (the answer's shape) of a current process. */
export const asTemplateSop = ({ outputContentIds: _o, ...sop }: CurrentSop): TemplateSop => sop;

export const templateContentIdsOf = (t: Template): string[] => [
  ...new Set([...t.createdTemplateContentIds, ...t.reportedTemplateContentIds]),
];
