import type { z } from 'zod';
import type { FieldError } from '@/lib/gateway/contract/errors';
import { HttpError } from './http-error';

export type RequestPart = 'params' | 'query' | 'body';

/**
 * The path to the first text in `value` (a string, or a key or string within) that holds a NUL
 * character, which PostgreSQL cannot keep in text; undefined when none does.
 */
function pathToNul(value: unknown): string[] | undefined {
  if (typeof value === 'string') return value.includes('\0') ? [] : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const inner = key.includes('\0') ? [] : pathToNul(item);
    if (inner) return [key, ...inner];
  }
  return undefined;
}

/**
 * Parses one part of a request, or throws a 400 that names every invalid field path (or the
 * first that holds a NUL character: no one types one, and no database should be sent one).
 */
export function parseRequestPart<Schema extends z.ZodType>(
  part: RequestPart,
  schema: Schema,
  value: unknown,
): z.output<Schema> {
  const nulAt = pathToNul(value);
  if (nulAt) {
    throw invalidRequest([
      { path: [part, ...nulAt].join('.'), message: 'must not contain the NUL character (U+0000)' },
    ]);
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: FieldError[] = result.error.issues.map((issue) => ({
    path: [part, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw invalidRequest(fields);
}

export function invalidRequest(fields: readonly FieldError[]): HttpError {
  const summary = fields.map((field) => `${field.path} (${field.message})`).join('; ');
  return new HttpError(400, `Please check these details: ${summary}.`, fields);
}

/** The JSON body, if any: undefined when empty, a 400 when it is not JSON or not sent as JSON. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return undefined;
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(contentType)) {
    throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json).');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.', [
      { path: 'body', message: 'not valid JSON' },
    ]);
  }
}
