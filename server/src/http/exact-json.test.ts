// The native writer takes only answers it writes exactly as fast-json-stringify (the route's serializer, compiled
// from the same schema) would, and hands every other answer back to it: extra keys, wrong types, Dates, missing
// required fields, class instances, and schemas beyond flat rows.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { RoleList } from '@qms/shared-api/contract';
import { exactJson } from './exact-json';
import { jsonSchema } from './route';

/** The schema as a route's serializer gets it (route.ts), with the response's description. */
const toSchema = (schema: z.ZodType) =>
  ({ description: 'Success', ...jsonSchema(schema, 'output') }) as Parameters<typeof fastJson>[0];

const role = (i: number) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `Role "${i}" \u00e9\n\\ \ud83d\ude00`,
  responsibility: 'Responsibility text '.repeat(5),
  authority: '',
  requirements: 'Training',
  srId: i % 2 ? null : 'SR-1',
  dbVersion: i,
});

describe('exact JSON for answers that are their contract', () => {
  const schema = toSchema(RoleList);
  const fjs = fastJson(schema);
  const exact = exactJson(schema)!;

  it('writes a list of contract rows as fast-json-stringify does', () => {
    const rows = [role(0), role(1), role(2)];
    assert.equal(exact(rows), fjs(rows));
    assert.equal(exact([]), '[]');
  });

  it('hands back what only fast-json-stringify writes right', () => {
    const misfits: unknown[] = [
      [{ ...role(0), tenantId: 'not in the contract' }],
      [{ ...role(0), dbVersion: '3' }],
      [{ ...role(0), dbVersion: 1.5 }],
      [{ ...role(0), name: { secret: 'nested' } }],
      [{ ...role(0), name: new Date(0) }],
      [{ ...role(0), srId: undefined }],
      [(({ name: _name, ...rest }) => rest)(role(0))],
      [Object.assign(Object.create({ inherited: 'x' }) as object, role(0))],
      [new (class Row {})()],
      [role(0), null],
      Object.assign([role(0)], { toJSON: () => 'other' }),
      { not: 'an array' },
    ];
    for (const value of misfits) assert.equal(exact(value), undefined, JSON.stringify(value));
  });

  it('writes a single row, optional fields absent or undefined, and leaves other schemas alone', () => {
    const Row = z.object({ id: z.string(), note: z.string().optional(), count: z.number(), ok: z.boolean() });
    const one = exactJson(toSchema(Row))!;
    const write = fastJson(toSchema(Row));
    // the same JSON; the keys in the object's own order (fast-json-stringify puts required fields first)
    for (const value of [
      { id: 'a', count: 1.5, ok: true },
      { id: 'a', note: undefined, count: 0, ok: false },
      { id: 'a', note: 'n', count: -2, ok: true },
    ])
      assert.deepEqual(JSON.parse(one(value)!), JSON.parse(write(value)));
    assert.equal(one({ id: 'a', count: Number.NaN, ok: true }), undefined);
    assert.equal(exactJson(toSchema(z.object({ tags: z.array(z.string()) }))), null);
    assert.equal(exactJson(toSchema(z.object({ inner: z.object({ id: z.string() }) }))), null);
    assert.equal(exactJson(toSchema(z.object({ id: z.string().default('x') }))), null);
    assert.equal(exactJson(toSchema(z.array(z.string()))), null);
  });
});
