import { http, HttpResponse } from 'msw';
import { testUuid } from '@qms/shared-ui/test-utils';
import type {
  Template,
  TemplateContent,
  TemplateContentInfo,
  TemplateSearchResponse,
  TemplateSop,
} from '@qms/shared-api';

/** Test data and MSW handlers for the templates calls (the screens' tests serve exactly what they check). */

export const template = (name: string, patch: Partial<Template> = {}): Template => ({
  artifactId: testUuid(),
  versionId: testUuid(),
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
  artifactId: testUuid(),
  versionId: testUuid(),
  version: 1,
  releaseState: 'RELEASED',
  name,
  description: '',
  templateArtifactIds: [],
  templateContentIds: [],
  ...patch,
});

export const content = (name: string, patch: Partial<TemplateContent> = {}): TemplateContent => ({
  id: testUuid(),
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
