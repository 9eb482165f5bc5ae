import * as z from 'zod/mini';
import { httpUrl, type RawEnv } from './env-schema';
import { requiredBecause } from './config-fields';

/** The content source: the embedded space in content/, or a Storyblok space. */
export function contentEnvShape(env: RawEnv) {
  const usesStoryblok = env.CONTENT_SOURCE === 'storyblok';
  return {
    CONTENT_SOURCE: z._default(
      z.enum(['local', 'storyblok'], { error: 'expected local or storyblok' }),
      'local',
    ),
    LOCAL_CONTENT_DIR: z.optional(z.string().check(z.minLength(1))),
    STORYBLOK_TOKEN: usesStoryblok
      ? requiredBecause('when CONTENT_SOURCE is storyblok', z.string())
      : z.optional(z.string()),
    STORYBLOK_PREVIEW_TOKEN: z.optional(z.string()),
    STORYBLOK_API_URL: z.optional(httpUrl),
    STORYBLOK_REGION: z._default(
      z.enum(['eu', 'us', 'ca', 'ap', 'cn'], { error: 'expected one of eu, us, ca, ap, cn' }),
      'eu',
    ),
  };
}

type ContentEnv = z.infer<z.ZodMiniObject<ReturnType<typeof contentEnvShape>>>;

export function contentConfig(server: ContentEnv) {
  return {
    source: server.CONTENT_SOURCE,
    /** The embedded content space's folder: `content/` unless a benchmark builds another. */
    localDir: server.LOCAL_CONTENT_DIR,
    storyblokToken: server.STORYBLOK_TOKEN,
    storyblokPreviewToken: server.STORYBLOK_PREVIEW_TOKEN,
    storyblokRegion: server.STORYBLOK_REGION,
    /** A Content Delivery API other than Storyblok's for the region (`…/v2`): a proxy. */
    storyblokApiUrl: server.STORYBLOK_API_URL,
  };
}
