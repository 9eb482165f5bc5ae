import fastJson, { type AnySchema } from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Writes a value as JSON with only what the schema names, by a writer compiled once from the
 * schema's JSON Schema (fast-json-stringify): for answers made afresh on every request, where
 * parsing with zod and then `JSON.stringify` would cost several times as much. It keeps out
 * whatever the schema does not name and refuses a value with a required field missing, but
 * checks no type or range it need not choose between: the value's type is the schema's, so
 * TypeScript has checked the code that made it.
 */
export function jsonWriterFor<Schema extends z.ZodType>(
  schema: Schema,
): (value: z.output<Schema>) => string {
  // The JSON Schema zod writes for its output is the schema fast-json-stringify compiles.
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
  return fastJson(jsonSchema as AnySchema);
}
