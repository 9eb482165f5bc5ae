import type * as z from 'zod/mini';
import { SERVER_ERROR_MESSAGE } from '@/lib/gateway/contract/messages';
import { GatewayError, NETWORK_ERROR_MESSAGE } from '@/lib/gateway/gateway-error';
import { MAX_ASSET_BYTES, TOO_LARGE_MESSAGE } from '@/lib/content/asset-upload';
import type { Blok } from '@/lib/content/story';
import {
  assetListSchema,
  errorSchema,
  uploadedAssetSchema,
  historySchema,
  liveChangeSchema,
  linkingStoriesSchema,
  savedStorySchema,
  storyListSchema,
  storyVersionsSchema,
} from './responses';

const STORIES = '/api/editor/stories';

/**
 * One call of the editor API: JSON in and out, the answer checked by `schema`. A refusal
 * throws a GatewayError with the API's message and invalid fields, as the site's forms expect.
 */
async function request<Schema extends z.ZodMiniType>(
  schema: Schema,
  path: string,
  { method = 'GET', body }: { method?: string; body?: unknown } = {},
): Promise<z.output<Schema>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    throw new GatewayError(NETWORK_ERROR_MESSAGE, 500, { cause });
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = errorSchema.safeParse(json);
    throw error.success
      ? new GatewayError(error.data.message, error.data.statusCode, { fields: error.data.fields })
      : new GatewayError(SERVER_ERROR_MESSAGE, response.status);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new GatewayError(SERVER_ERROR_MESSAGE, 500, { cause: parsed.error });
  return parsed.data;
}

/** The file's bytes as base64, as the upload API takes them. */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** Stores an image in the content space; too large a file is refused before it is sent. */
async function uploadAsset(file: File) {
  if (file.size > MAX_ASSET_BYTES) throw new GatewayError(TOO_LARGE_MESSAGE, 413);
  const body = { fileName: file.name, data: await base64Of(file) };
  const { asset } = await request(uploadedAssetSchema, '/api/editor/assets', {
    method: 'POST',
    body,
  });
  return asset;
}

export interface NewStory {
  name: string;
  slug: string;
  folder: string;
  templateId?: number;
}

/** The local editor's calls to its API (pages/api/editor). */
export const editorClient = {
  listStories: () => request(storyListSchema, STORIES).then(({ stories }) => stories),
  getStory: (id: number) => request(storyVersionsSchema, `${STORIES}/${id}`),
  createStory: (story: NewStory) =>
    request(savedStorySchema, STORIES, { method: 'POST', body: story }).then((r) => r.story),
  saveDraft: (id: number, draft: { name?: string; content: Blok }) =>
    request(savedStorySchema, `${STORIES}/${id}`, { method: 'PUT', body: draft }).then(
      (r) => r.story,
    ),
  publish: (id: number) =>
    request(liveChangeSchema, `${STORIES}/${id}/publish`, { method: 'POST' }),
  unpublish: (id: number) =>
    request(liveChangeSchema, `${STORIES}/${id}/unpublish`, { method: 'POST' }),
  deleteStory: (id: number) => request(liveChangeSchema, `${STORIES}/${id}`, { method: 'DELETE' }),
  history: (id: number) =>
    request(historySchema, `${STORIES}/${id}/history`).then((r) => r.history),
  revert: (id: number, version: number) =>
    request(liveChangeSchema, `${STORIES}/${id}/revert`, { method: 'POST', body: { version } }),
  regenerate: (fullSlug: string) =>
    request(liveChangeSchema, `${STORIES}/regenerate`, {
      method: 'POST',
      body: { full_slug: fullSlug },
    }),
  listAssets: () => request(assetListSchema, '/api/editor/assets').then((r) => r.assets),
  uploadAsset,
  linksTo: (id: number) =>
    request(linkingStoriesSchema, `${STORIES}/${id}/links`).then((r) => r.stories),
};
