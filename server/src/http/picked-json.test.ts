// The 'picked' serializer writes what fast-json-stringify (the default, compiled from the same contract) writes:
// only the contract's fields, absent optionals left out, extra columns dropped at every depth.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { TemplateContentSearchResponse } from '@qms/shared-api/contract';
import { pickedJson } from './picked-json';

const template = {
  artifactId: 'a1',
  versionId: 'v1',
  version: 2,
  releaseState: 'RELEASED',
  name: 'T "quoted" \u00e9',
  description: 'line\nbreak',
  documentKey: '',
  location: '',
  reviewerRoleId: null,
  releaserRoleId: 'r1',
  createdTemplateContentIds: ['c1'],
  reportedTemplateContentIds: [],
  changeDescription: '',
  dbVersion: 0,
  tenantId: 'not in the contract',
};
const answer = {
  templateContents: [
    {
      id: 'c1',
      name: 'Content',
      description: 'd',
      exampleText: 'e',
      srId: null,
      dbVersion: 3,
      updatedAt: 'not in the contract',
    },
  ],
  templates: [template],
  sops: [],
  templateContentInfos: {
    c1: {
      createdByTemplateVersionIds: ['v1'],
      reportedByTemplateVersionIds: [],
      createdBySopVersionIds: [],
      validations: ['NOT_CREATED_BY_PROCESS'],
      linkState: 'MISSING_PROCESS_OUTPUT',
      internal: 1,
    },
    c2: {
      createdByTemplateVersionIds: [],
      reportedByTemplateVersionIds: [],
      createdBySopVersionIds: [],
      validations: [],
      linkState: 'MISSING_BOTH',
      standardFlag: { state: 'REMOVED_FROM_STANDARD', standardName: null, standardDescription: null, x: 1 },
    },
  },
  extra: true,
};

describe('pickedJson', () => {
  it('writes the same JSON as fast-json-stringify from the contract', () => {
    const schema = z.toJSONSchema(TemplateContentSearchResponse, {
      io: 'output',
      unrepresentable: 'any',
      target: 'draft-7',
    });
    const expected = fastJson(schema as Parameters<typeof fastJson>[0])(answer);
    assert.equal(pickedJson(TemplateContentSearchResponse)(answer), expected);
    const written = JSON.parse(expected) as { templateContentInfos: Record<string, object> };
    assert.equal(JSON.stringify(written).includes('not in the contract'), false);
    assert.equal('standardFlag' in written.templateContentInfos.c1!, false);
  });

  it('refuses a schema it cannot pick (a union), so a route cannot boot with it', () => {
    assert.throws(() => pickedJson(z.object({ a: z.union([z.string(), z.object({ b: z.string() })]) })));
  });
});
