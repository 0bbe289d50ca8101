/**
 * JSON.stringify for an answer that already is exactly its contract: an object of primitive fields, or an array of
 * such objects (most list answers: a repository's rows). fast-json-stringify, Fastify's serializer, writes only
 * the contract's fields (a column a repository selects beyond it never leaves the server, ADR 0006), but it builds
 * the text by concatenation (a rope of thousands of pieces, flattened again when Fastify takes its byte length):
 * on `GET /qms-api/roles` that was the largest cost of the API's own that was not Node's HTTP (issue 30). When
 * every object is a plain object holding only the contract's keys, each value of its field's JSON type, the two
 * writers write the same JSON (keys in the object's own order, a repository's select order) and the native one
 * does it in one pass; otherwise this answers undefined and the
 * route's fast-json-stringify writes the answer as before (it drops extra keys, converts Dates, throws on a
 * missing required field).
 */

type Check = (value: unknown) => boolean;
type Schema = Record<string, unknown>;

/** Keywords that change nothing fast-json-stringify writes for a primitive (it validates none of them). */
const INERT = new Set([
  'type',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'enum',
  'const',
  'description',
  'title',
  'examples',
]);

/** Values JSON.stringify writes as fast-json-stringify does for each type (no coercion, no Date, no NaN). */
const TYPE_CHECKS: Record<string, Check> = {
  string: (value) => typeof value === 'string',
  integer: (value) => Number.isSafeInteger(value),
  number: (value) => Number.isFinite(value),
  boolean: (value) => typeof value === 'boolean',
  null: (value) => value === null,
};

/** The check of a primitive field's schema, or null for anything else (a default, a nested object, a ref). */
function primitive(schema: Schema): Check | null {
  if (Array.isArray(schema.anyOf)) {
    if (Object.keys(schema).some((key) => key !== 'anyOf' && key !== 'description')) return null;
    const checks = (schema.anyOf as Schema[]).map(primitive);
    if (checks.some((check) => !check)) return null;
    return (value) => checks.some((check) => check!(value));
  }
  if (Object.keys(schema).some((key) => !INERT.has(key))) return null;
  const types = Array.isArray(schema.type) ? (schema.type as unknown[]) : [schema.type];
  const checks = types.map((type) => (typeof type === 'string' ? TYPE_CHECKS[type] : undefined));
  if (checks.length === 0 || checks.some((check) => !check)) return null;
  return checks.length === 1 ? checks[0]! : (value) => checks.some((check) => check!(value));
}

/** Whether a value is exactly one row of an object schema of primitive fields, or null for other schemas. */
function row(schema: Schema): Check | null {
  if (schema.type !== 'object' || typeof schema.properties !== 'object' || schema.properties === null)
    return null;
  const allowed = new Set(['type', 'properties', 'required', 'additionalProperties', 'description', 'title']);
  if (Object.keys(schema).some((key) => !allowed.has(key))) return null;
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) return null;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const fields = new Map<string, { check: Check; required: boolean }>();
  for (const [key, field] of Object.entries(schema.properties as Record<string, Schema>)) {
    const check = primitive(field);
    if (!check) return null;
    fields.set(key, { check, required: required.has(key) });
  }
  const requiredCount = [...fields.values()].filter((field) => field.required).length;
  return (value) => {
    if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype)
      return false;
    let present = 0;
    // own and inherited enumerable keys: all of them are what JSON.stringify could write
    for (const key in value) {
      const field = fields.get(key);
      const item = (value as Record<string, unknown>)[key];
      if (!field) return false;
      if (item === undefined) {
        if (field.required) return false;
        continue;
      }
      if (!field.check(item)) return false;
      if (field.required) present++;
    }
    return present === requiredCount;
  };
}

/**
 * A writer for answers of `schema` (a JSON Schema as the route's serializer gets it) that answers undefined for a
 * value it does not write; null when the schema is not a row or a list of rows (fast-json-stringify alone then).
 */
export function exactJson(schema: unknown): ((value: unknown) => string | undefined) | null {
  if (typeof schema !== 'object' || schema === null) return null;
  const top = schema as Schema;
  if (top.type === 'array') {
    const keys = Object.keys(top).filter((key) => key !== 'type' && key !== 'items' && key !== 'description');
    const items = top.items;
    const each =
      keys.length === 0 && typeof items === 'object' && items !== null ? row(items as Schema) : null;
    if (!each) return null;
    return (value) => {
      // a plain array: JSON.stringify would call an own toJSON
      if (!Array.isArray(value) || Object.getPrototypeOf(value) !== Array.prototype) return undefined;
      if ((value as { toJSON?: unknown }).toJSON !== undefined) return undefined;
      for (const item of value) if (!each(item)) return undefined;
      return JSON.stringify(value);
    };
  }
  const one = row(top);
  return one && ((value) => (one(value) ? JSON.stringify(value) : undefined));
}
