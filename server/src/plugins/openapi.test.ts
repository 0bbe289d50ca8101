// The OpenAPI document at /qms-api/docs/json is valid OpenAPI 3.1 (issue 28.14): the specification's own schema
// and rules through @readme/openapi-parser, and every Schema Object compiled as strict JSON Schema 2020-12.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { compileErrors, validate } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import { startTestApp, type TestContext } from '../../test/helpers';

type Json = Record<string, unknown>;

// OpenAPI 3.1's schema keywords beside JSON Schema 2020-12 (its dialect's base vocabulary)
const OAS_KEYWORDS = ['discriminator', 'xml', 'externalDocs', 'example'];

/**
 * The Schema Objects of every operation. The OpenAPI 3.1 schema types them only as "object or boolean", so a
 * 3.0 leftover in them (`nullable`, a boolean `exclusiveMinimum`, draft-7 `definitions`) passes the parser and
 * is caught here instead.
 */
function schemaObjects(doc: Json): { at: string; schema: unknown }[] {
  const found: { at: string; schema: unknown }[] = [];
  const contentSchemas = (at: string, content: unknown) => {
    for (const [type, media] of Object.entries((content ?? {}) as Record<string, Json>)) {
      if (media.schema !== undefined) found.push({ at: `${at} ${type}`, schema: media.schema });
    }
  };
  for (const [name, schema] of Object.entries(((doc.components as Json)?.schemas ?? {}) as Json)) {
    found.push({ at: `components.schemas.${name}`, schema });
  }
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    for (const [method, operation] of Object.entries(item)) {
      const at = `${method.toUpperCase()} ${path}`;
      for (const parameter of (operation.parameters ?? []) as Json[]) {
        found.push({
          at: `${at} ${String(parameter.in)} parameter ${String(parameter.name)}`,
          schema: parameter.schema,
        });
      }
      contentSchemas(`${at} request body`, (operation.requestBody as Json | undefined)?.content);
      for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, Json>)) {
        contentSchemas(`${at} ${status}`, response.content);
      }
    }
  }
  return found;
}

/** Why the document is not valid OpenAPI 3.1; empty when it is. */
async function openApiProblems(doc: Json): Promise<string[]> {
  const problems: string[] = [];
  if (doc.openapi !== '3.1.0') problems.push(`openapi is ${String(doc.openapi)}, not 3.1.0`);
  // the parser dereferences in place: it gets a copy
  const result = await validate(structuredClone(doc) as never);
  if (!result.valid) problems.push(compileErrors(result));
  // strictSchema: a keyword JSON Schema 2020-12 and OpenAPI 3.1 do not define (e.g. 3.0's `nullable`) is an error
  const ajv = new Ajv2020({
    strictSchema: true,
    strictTypes: false,
    strictRequired: false,
    validateFormats: false,
  });
  // ajv knows OpenAPI 3.0's `nullable` by default; 3.1 dropped it
  ajv.removeKeyword('nullable');
  ajv.addVocabulary(OAS_KEYWORDS);
  for (const { at, schema } of schemaObjects(doc)) {
    try {
      ajv.compile(schema as Json);
    } catch (error) {
      problems.push(`${at}: ${(error as Error).message}`);
    }
  }
  return problems;
}

describe('OpenAPI document', () => {
  let t: TestContext;
  let doc: Json;

  before(async () => {
    t = await startTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/qms-api/docs/json' })).json() as Json;
  });
  after(() => t.close());

  it('is valid OpenAPI 3.1 with JSON Schema 2020-12 schemas', async () => {
    assert.deepEqual(await openApiProblems(doc), []);
    // the checks below looked at something: the contract's schemas, with their nullable fields
    const schemas = schemaObjects(doc);
    assert.ok(schemas.length > 300, `only ${schemas.length} schema objects`);
    assert.ok(
      JSON.stringify(doc).includes('{"type":"null"}'),
      'a nullable field is anyOf with { type: "null" }',
    );
  });

  it('documents only the path parameters a path templates (one params schema serves two release-state URLs)', () => {
    const paths = doc.paths as Record<
      string,
      Record<string, { parameters?: { name: string; in: string }[] }>
    >;
    const names = (path: string) =>
      paths[path]!.put!.parameters!.filter((p) => p.in === 'path').map((p) => p.name);
    assert.deepEqual(names('/qms-api/templates/v/{versionId}/release-state'), ['versionId']);
    assert.deepEqual(names('/qms-api/sops/{artifactId}/versions/{versionId}/release-state').sort(), [
      'artifactId',
      'versionId',
    ]);
  });

  it('the check refuses a 3.0 document, a 3.0 schema keyword and a path parameter its path lacks', async () => {
    // one path of the real document: the whole one takes seconds per validation
    const path = '/qms-api/templates/v/{versionId}/release-state';
    const small = { ...doc, paths: { [path]: (doc.paths as Json)[path] } };
    assert.deepEqual(await openApiProblems(small), []);
    const broken = (change: (copy: Json) => void): Json => {
      const copy = structuredClone(small);
      change(copy);
      return copy;
    };
    const firstOperation = (copy: Json) => (copy.paths as Record<string, Record<string, Json>>)[path]!.put!;
    const asThreeZero = await openApiProblems(broken((copy) => (copy.openapi = '3.0.3')));
    assert.ok(asThreeZero.some((p) => p.includes('openapi is 3.0.3')));
    assert.ok(
      asThreeZero.some((p) => p.includes('schema validation failed')),
      asThreeZero.join('\n'),
    );

    const nullable = await openApiProblems(
      broken((copy) => {
        const components = copy.components as Json;
        components.schemas = { Legacy: { type: 'string', nullable: true } };
      }),
    );
    assert.ok(
      nullable.some((p) => p.includes('unknown keyword: "nullable"')),
      nullable.join('\n'),
    );

    const orphan = await openApiProblems(
      broken((copy) => {
        const operation = firstOperation(copy);
        operation.parameters = [
          ...((operation.parameters ?? []) as Json[]),
          { in: 'path', name: 'orphan', required: true, schema: { type: 'string' } },
        ];
      }),
    );
    assert.ok(
      orphan.some((p) => p.includes('`orphan`')),
      orphan.join('\n'),
    );
  });
});
