import * as z from 'zod/mini';
import { field } from '@/lib/content/field-kind';
import { assetSchema, optionalText } from '@/lib/content/fields';
import { blokBase } from '../block-definition';
import { youtubeId } from './youtube-id';

export const videoEmbedSchema = z.extend(blokBase, {
  component: z.literal('video_embed'),
  /** A YouTube link or video id. */
  video: z.pipe(
    z
      .string()
      .check(
        z.refine(
          (value) => youtubeId(value) !== null,
          'Paste a YouTube link, e.g. https://www.youtube.com/watch?v=…',
        ),
      ),
    z.transform((value) => youtubeId(value) ?? ''),
  ),
  /** What the video is: names the play button and the player for screen readers. */
  title: z.string().check(z.minLength(1, 'Give the video a title')),
  /** Shown until the visitor plays the video (nothing loads from YouTube before then). */
  poster: assetSchema.check(field({ fieldKind: 'asset' })),
  caption: optionalText,
});
export type VideoEmbedBlok = z.infer<typeof videoEmbedSchema>;
