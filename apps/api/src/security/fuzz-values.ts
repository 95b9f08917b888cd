import fc from 'fast-check';

/**
 * Test inputs for the route fuzz: hostile values of every JSON kind, and "schema-near"
 * values built from a route's own JSON Schema (the OpenAPI document's), where any node may
 * be swapped for a hostile one, so validation is reached at every depth, not only at the top.
 */

/** Nested `depth` times: what a recursive validator or a JSON walker might choke on. */
const deep = (depth: number, leaf: unknown, kind: 'array' | 'object'): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
};

/** Values that have broken servers before: extremes, odd Unicode, injections, prototype keys. */
export const HOSTILE_SCALARS: unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 1,
  -(2 ** 63),
  1e308,
  -1e308,
  5e-324,
  '',
  ' ',
  '0',
  '-1',
  'NaN',
  'Infinity',
  'null',
  'true',
  '\u0000',
  '\uD800',
  '\u202Eevil',
  'ﷺ'.repeat(40),
  '👩‍👩‍👧‍👦'.repeat(20),
  'A'.repeat(5_000),
  '../../etc/passwd',
  '%2e%2e%2f',
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '2024-02-30T25:61:00Z',
  'data:image/png;base64,!!!',
  'javascript:alert(1)',
];

const hostileObjects: unknown[] = [
  {},
  [],
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
  Array.from({ length: 500 }, () => null),
  deep(200, 1, 'array'),
  deep(200, 'x', 'object'),
];

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

/** One hostile JSON value. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_SCALARS, ...hostileObjects), weight: 4 },
  { arbitrary: text, weight: 2 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
);

/** A JSON Schema node as the OpenAPI document writes it (a subset: what zod emits). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

type Components = Record<string, JsonSchema | undefined>;

const resolve = (schema: JsonSchema, components: Components): JsonSchema => {
  const name = schema.$ref?.replace(/^#\/components\/schemas\//, '');
  return name !== undefined ? (components[name] ?? {}) : schema;
};

const stringFor = (schema: JsonSchema): fc.Arbitrary<string> => {
  if (schema.format === 'date-time')
    return fc
      .date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) })
      .map((d) => d.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from: plain strings then.
    }
  }
  const minLength = schema.minLength ?? 0;
  return text.filter(
    (value) => value.length >= minLength && value.length <= (schema.maxLength ?? Number.MAX_SAFE_INTEGER),
  );
};

/** A value near `schema`: shaped like it, any node (at any depth) possibly hostile. */
export function nearValue(input: JsonSchema, components: Components, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return hostileValue;
  const shaped = shapedValue(resolve(input, components), components, depth);
  return fc.oneof({ arbitrary: shaped, weight: 5 }, { arbitrary: hostileValue, weight: 1 });
}

function shapedValue(schema: JsonSchema, components: Components, depth: number): fc.Arbitrary<unknown> {
  const near = (child: JsonSchema) => nearValue(child, components, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map(near));
  if (schema.allOf?.length) return near(schema.allOf[0]!);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => shapedValue({ ...schema, type }, components, depth)));
  switch (types[0]) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000_000, -(2 ** 31)),
        max: Math.min(schema.maximum ?? 1_000_000, 2 ** 31),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map(near));
      return fc.array(schema.items ? near(schema.items) : hostileValue, {
        minLength: Math.min(schema.minItems ?? 0, 4),
        maxLength: Math.max(Math.min(schema.maxItems ?? 3, 3), Math.min(schema.minItems ?? 0, 4)),
      });
    }
    case 'object':
    default: {
      if (!schema.properties) return fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 3 });
      const keys = Object.keys(schema.properties);
      const record = fc.record(Object.fromEntries(keys.map((key) => [key, near(schema.properties![key]!)])), {
        requiredKeys: (schema.required ?? []).filter((key) => keys.includes(key)),
      });
      // Sometimes a required key is dropped, or an unknown one added (strict schemas refuse it).
      return fc.oneof(
        { arbitrary: record, weight: 6 },
        {
          arbitrary: fc.tuple(record, fc.constantFrom(...keys)).map(([value, key]) => {
            const copy: Record<string, unknown> = { ...(value as object) };
            delete copy[key];
            return copy;
          }),
          weight: 1,
        },
        { arbitrary: record.map((value) => ({ ...(value as object), unexpected: 1 })), weight: 1 },
      );
    }
  }
}
