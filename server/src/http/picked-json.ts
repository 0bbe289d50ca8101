import type { z } from 'zod';

type Pick = (value: unknown) => unknown;
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  innerType?: z.ZodType;
};
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const asIs: Pick = (value) => value;
/** Types whose value JSON.stringify writes as is (a contract-conforming value: checked in the tests). */
const PRIMITIVES = new Set(['string', 'number', 'int', 'boolean', 'null', 'enum', 'literal']);

/** A copy of `value` with only the schema's fields, or null when the schema has a part this does not cover. */
function compile(schema: z.ZodType): Pick | null {
  const def = defOf(schema);
  if (PRIMITIVES.has(def.type)) return asIs;
  if (def.type === 'optional' || def.type === 'nullable') {
    const inner = compile(def.innerType!);
    return inner && ((value) => (value === undefined || value === null ? value : inner(value)));
  }
  if (def.type === 'array') {
    const element = compile(def.element!);
    if (!element) return null;
    return element === asIs ? (value) => value : (value) => (value as unknown[]).map((item) => element(item));
  }
  if (def.type === 'record') {
    const entry = compile(def.valueType!);
    return (
      entry &&
      ((value) => {
        const out: Record<string, unknown> = {};
        for (const key of Object.keys(value as object))
          out[key] = entry((value as Record<string, unknown>)[key]);
        return out;
      })
    );
  }
  if (def.type === 'object') {
    const fields: [string, Pick][] = [];
    for (const [key, field] of Object.entries(def.shape!)) {
      const pick = compile(field);
      if (!pick) return null;
      fields.push([key, pick]);
    }
    return (value) => {
      const source = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      // an absent optional field stays absent (JSON.stringify skips undefined), as fast-json-stringify omits it
      for (const [key, pick] of fields) if (source[key] !== undefined) out[key] = pick(source[key]);
      return out;
    };
  }
  return null;
}

/**
 * The answer as JSON with only the response schema's fields (what fast-json-stringify guarantees: a column a
 * repository selects beyond the contract never leaves the server), by copying those fields and writing the copy
 * with JSON.stringify. For answers of megabytes (the template content search, issue 11): fast-json-stringify
 * builds the text by concatenation, ~3× JSON.stringify's time, and the resulting rope is flattened again when
 * Fastify takes its byte length. Covers objects, arrays, records, optional / nullable and primitive fields; throws
 * at the route's first answer for any other schema part (a union, a transform), which this does not pick.
 */
export function pickedJson(schema: z.ZodType): (value: unknown) => string {
  const pick = compile(schema);
  if (!pick) throw new Error('pickedJson covers objects, arrays, records, optional, nullable and primitives');
  return (value) => JSON.stringify(pick(value));
}
