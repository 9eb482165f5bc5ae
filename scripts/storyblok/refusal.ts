import { ClientError } from '@storyblok/management-api-client';

/** Storyblok refused a write: push stops there, naming the item and the fields refused. */
export class RefusedError extends Error {
  override name = 'RefusedError';
  constructor(
    readonly item: string,
    readonly fields: string[],
    readonly detail: string,
  ) {
    super(
      `Storyblok refused ${item}` +
        (fields.length ? ` (field ${fields.join(', ')})` : '') +
        (detail ? `: ${detail}` : ''),
    );
  }
}

/**
 * The fields an error body names: Storyblok answers a refused write with each field's
 * messages (`{ "slug": ["is already taken"] }`), sometimes under the resource's name.
 */
export function refusedFields(body: unknown, prefix = ''): [string, string][] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  return Object.entries(body).flatMap(([key, value]): [string, string][] => {
    if (key === 'error' || key === 'message') return [];
    if (Array.isArray(value) && value.every((message) => typeof message === 'string'))
      return [[`${prefix}${key}`, value.join(', ')]];
    return refusedFields(value, `${prefix}${key}.`);
  });
}

/** Runs one write; a refusal (any 4xx the client did not wait out) names `item`. */
export async function attempt<T>(item: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ClientError) || error.response.status >= 500) throw error;
    const body = error.response.data;
    const fields = refusedFields(body);
    const general =
      typeof body === 'object' && body !== null
        ? String(body.error ?? body.message ?? '')
        : String(body ?? '');
    const detail = [general, ...fields.map(([field, message]) => `${field} ${message}`)]
      .filter(Boolean)
      .join('; ');
    throw new RefusedError(
      item,
      fields.map(([field]) => field),
      detail || `${error.response.status} ${error.response.statusText}`,
    );
  }
}
