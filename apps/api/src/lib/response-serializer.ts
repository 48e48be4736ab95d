import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * A response serializer compiled from the route's zod schema by fast-json-stringify, for the lists
 * read most (the marketplace, a traveller's requests, My Leads): the default (fastify-type-provider-zod)
 * runs zod's encode over every field of every row, then JSON.stringify, which at 1M leads was a large
 * share of a request's CPU (docs/benchmarks.md). Like the default it writes only the schema's
 * properties, Dates as ISO strings; unlike it, it does not check the values, so these routes' tests
 * check their answers field by field. A route opts in with `serializerCompiler: compiledSerializer`.
 */
export function compiledSerializer<T>({ schema }: { schema: T }): (data: unknown) => string {
  const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any', target: 'draft-7' });
  return fastJson(simplify(json) as Parameters<typeof fastJson>[0]);
}

/**
 * `anyOf: [X, {type: 'null'}]` (zod's nullable) as `type: [X's type, 'null']`, which
 * fast-json-stringify writes directly rather than by validating each alternative.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = simplify(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && Object.keys(out).length === 1) {
    const [a, b] = anyOf;
    const other = b!.type === 'null' && Object.keys(b!).length === 1 ? a! : a!.type === 'null' ? b! : null;
    if (other && typeof other.type === 'string' && Object.keys(anyOf.find((s) => s !== other)!).length === 1) {
      return { ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}
