import { http, HttpResponse } from 'msw';
import type {
  Template,
  TemplateContent,
  TemplateContentInfo,
  TemplateSearchResponse,
  TemplateSop,
} from '@qms/shared-api';

/** Test data and MSW handlers for the templates calls (the screens' tests serve exactly what they check). */
let n = 0;
export const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

export const template = (name: string, patch: Partial<Template> = {}): Template => ({
  artifactId: uuid(),
  versionId: uuid(),
  version: 1,
  releaseState: 'DRAFT',
  name,
  description: '',
  documentKey: '',
  location: '',
  reviewerRoleId: null,
  releaserRoleId: null,
  createdTemplateContentIds: [],
  reportedTemplateContentIds: [],
  changeDescription: '',
  dbVersion: 0,
  ...patch,
});

export const sop = (name: string, patch: Partial<TemplateSop> = {}): TemplateSop => ({
  artifactId: uuid(),
  versionId: uuid(),
  version: 1,
  releaseState: 'RELEASED',
  name,
  description: '',
  templateArtifactIds: [],
  templateContentIds: [],
  ...patch,
});

export const content = (name: string, patch: Partial<TemplateContent> = {}): TemplateContent => ({
  id: uuid(),
  name,
  description: `${name} description`,
  exampleText: `${name} example`,
  srId: null,
  creatingTemplates: [],
  reportingTemplates: [],
  processes: [],
  dbVersion: 0,
  ...patch,
});

export const info = (patch: Partial<TemplateContentInfo> = {}): TemplateContentInfo => ({
  createdByTemplateVersionIds: [],
  reportedByTemplateVersionIds: [],
  createdBySopVersionIds: [],
  validations: [],
  linkState: 'LINKED_TO_BOTH',
  ...patch,
});

export function templateSearchHandler(response: Partial<TemplateSearchResponse>) {
  return http.get('*/qms-api/templates/search', () =>
    HttpResponse.json({
      templates: [],
      sops: [],
      templatesToSopVersionIdsLinkedDirectly: {},
      templatesToSopVersionIdsLinkedByTemplateContent: {},
      templatesToSopArtifactIds: {},
      ...response,
    }),
  );
}

export const json = (path: string, body: Parameters<typeof HttpResponse.json>[0]) =>
  http.get(`*${path}`, () => HttpResponse.json(body));
