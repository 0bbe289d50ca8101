import type { TemplateContent } from './template-contents.contract';

/** A tenant template content, optionally linked to a standards-service content (srId). */
export function templateContentFixture(id: string, name: string, srId: string | null): TemplateContent {
  return {
    id,
    name,
    description: '',
    exampleText: '',
    srId,
    creatingTemplates: [],
    reportingTemplates: [],
    processes: [],
    dbVersion: 1,
  };
}
