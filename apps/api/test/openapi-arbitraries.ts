// fast-check arbitraries for the fuzz of every operation (openapi-fuzz.test.ts): requests built from
// an operation's OpenAPI schemas, each field either plausible or hostile.
import fc from 'fast-check';

/** The part of JSON Schema the OpenAPI document of the app uses. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
};

export type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
};

export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  secured: boolean;
};

/** Every operation of an OpenAPI 3 document. */
export function listOperations(doc: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      const op = raw as {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: unknown[];
      };
      out.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        secured: (op.security?.length ?? 0) > 0,
      });
    }
  }
  return out;
}

// What broke the API before: NUL and lone surrogates reach PostgreSQL, year 0 dates, huge
// and markup-heavy text, numbers at and past every limit.
export const HOSTILE_STRINGS = [
  'ab\u0000cd',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  'bell\u0007\u001b[31m',
  'x'.repeat(70_000),
  '<a'.repeat(30_000),
  '<script>'.repeat(5_000),
  '😀'.repeat(3_000),
  '0000-01-01',
  '0000-00-00',
  '1899-12-31',
  '9999-12-31',
  '2024-02-30',
  '+275760-09-13',
  '-1',
  '0',
  '1e308',
  'NaN',
  'Infinity',
  '',
  '   ',
  '\u202e\u200b',
  "'; drop table users; --",
  '%00',
  '../../etc/passwd',
  '{"$gt":""}',
  'true',
  'null',
];
export const HOSTILE_NUMBERS = [
  0,
  -1,
  0.001,
  0.004,
  0.0049,
  0.005,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 63,
  1e308,
  -1e308,
  5e-324,
  21_474_836.47,
  2_147_483_648,
];
const HOSTILE_OTHERS: unknown[] = [null, true, false, [], {}, [null], [[]], { '': '' }, ['x'.repeat(10_000)]];

// Strings that are mostly text but carry, now and then, what PostgreSQL refuses.
const codeUnit = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...'abcXYZ 019-_.,@<>/&é€'.split('')) },
  { weight: 1, arbitrary: fc.constantFrom('\u0000', '\ud800', '\udfff', '\u0007', '\n', '😀') },
);
const textArb = (maxLength: number) => fc.string({ unit: codeUnit, maxLength: Math.min(maxLength, 40) });

export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_OTHERS) },
  { weight: 1, arbitrary: textArb(40) },
);

/**
 * What the fuzz knows of the world, so that requests get past "not found": ids that exist, and
 * values by field name (`companyId` -> the fixture company, `email` -> a fixture user's address).
 */
export type Known = { ids: number[]; byName: Record<string, fc.Arbitrary<unknown>> };

const VALID_DATES = ['2030-06-15', '2027-01-12', '2026-12-31', '2024-01-01'];
// realistic text, long enough for any minimum length; the text arbitrary mixes in what PostgreSQL refuses
const SENTENCE = 'A relaxed week along the west coast with castles, music and good food.';

const dirty = fc
  .tuple(
    fc.constantFrom(SENTENCE, 'Dublin', 'Mary'),
    fc.constantFrom('\u0000', '\ud800', '\udfff', '\u0007', '😀'),
    fc.nat(80),
  )
  .map(([text, bad, at]) => text.slice(0, at % (text.length + 1)) + bad + text.slice(at % (text.length + 1)));

/** A value the schema accepts, or nearly: the request gets as deep into the API as it can. */
export function plausible(schema: JsonSchema, known: Known, name = ''): fc.Arbitrary<unknown> {
  const hinted = known.byName[name];
  const own = plainPlausible(schema, known);
  return hinted ? fc.oneof({ weight: 3, arbitrary: hinted }, { weight: 1, arbitrary: own }) : own;
}

function plainPlausible(schema: JsonSchema, known: Known): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => plainPlausible(s, known)));
  if (schema.allOf?.[0]) return plainPlausible(schema.allOf[0], known);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => plainPlausible({ ...schema, type }, known)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -(2 ** 31)) + 1, -(2 ** 31));
      const max = Math.min(schema.maximum ?? 2 ** 31 - 1, 2 ** 31 - 1);
      const inRange = known.ids.filter((n) => n >= min && n <= max);
      const any = fc.integer({ min, max });
      return inRange.length
        ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...inRange) }, { weight: 1, arbitrary: any })
        : any;
    }
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
      const max = schema.maximum ?? 1e9;
      return fc.oneof(fc.constantFrom(1, 25, 2450, 99.99), fc.double({ min, max, noNaN: true }));
    }
    case 'array':
      return fc.array(schema.items ? plainPlausible(schema.items, known) : hostile, { maxLength: 3 });
    case 'object':
      return objectOf(schema, known, plausible);
    case 'string':
      if (schema.format === 'date') return fc.constantFrom(...VALID_DATES);
      if (schema.format === 'date-time') return fc.constantFrom('2030-06-15T10:00:00.000Z');
      return fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(SENTENCE) },
        { weight: 2, arbitrary: dirty },
        { weight: 1, arbitrary: textArb(schema.maxLength ?? 40) },
      );
    default:
      return hostile;
  }
}

/** Mostly plausible, sometimes hostile: one field of a request. */
export function field(schema: JsonSchema, known: Known, name = ''): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: plausible(schema, known, name) }, { weight: 1, arbitrary: hostile });
}

function objectOf(
  schema: JsonSchema,
  known: Known,
  value: (s: JsonSchema, k: Known, name: string) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const record = Object.fromEntries(Object.entries(props).map(([name, s]) => [name, value(s, known, name)]));
  return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in props) }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

/**
 * A request body: plausible (its text carrying NUL or lone surrogates now and then), plausible but
 * for one hostile field, hostile in many fields, or hostile through and through.
 */
export function body(schema: JsonSchema, known: Known): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const good = plausible(schema, known);
  const oneBad = keys.length
    ? fc
        .tuple(objectOf(schema, known, plausible), fc.constantFrom(...keys), hostile)
        .map(([o, k, v]) => ({ ...o, [k]: v }))
    : field(schema, known);
  return fc.oneof(
    { weight: 3, arbitrary: good },
    { weight: 3, arbitrary: oneBad },
    { weight: 1, arbitrary: keys.length ? objectOf(schema, known, field) : field(schema, known) },
    { weight: 1, arbitrary: hostile },
  );
}

// Path segments and query values as they arrive raw in a URL: NUL, invalid UTF-8, bad escapes.
const RAW_SEGMENTS = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%80',
  '%',
  '%ZZ',
  '%2e%2e',
  '-1',
  '0',
  '1.5',
  '1e3',
  '2147483648',
];

/** Percent-encodes a value; a lone surrogate (which encodeURIComponent refuses) becomes invalid UTF-8. */
export function encode(value: unknown): string {
  const s = typeof value === 'string' ? value : JSON.stringify(value);
  return s.replace(/[^A-Za-z0-9\-_.~]/g, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      return '%ED%A0%80';
    }
  });
}

/** One URL segment or query value, already encoded. */
export function urlValue(schema: JsonSchema, known: Known, name: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: field(schema, known, name).map(encode) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );
}
