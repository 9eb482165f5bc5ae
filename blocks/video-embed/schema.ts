import * as z from 'zod/mini';
import { field } from '@/lib/content/field-kind';
import { assetSchema, optionalText } from '@/lib/content/fields';
import { blokBase } from '../block-definition';
import { youtubeId } from './youtube-id';

export const videoEmbedSchema = z.extend(blokBase, {
  component: z.literal('video_embed'),
  video: z.pipe(
    z.string().check(
      z.refine(
        (value) => youtubeId(value) !== null,
        'Paste a YouTube link, e.g. https://www.youtube.com/watch?v=…',
      ),
      field({ title: 'YouTube video', description: 'A YouTube link or the video’s id' }),
    ),
    z.transform((value) => youtubeId(value) ?? ''),
  ),
  title: z
    .string()
    .check(
      z.minLength(1, 'Give the video a title'),
      field({ description: 'What the video is: screen readers name the play button with it' }),
    ),
  poster: assetSchema.check(
    field({
      fieldKind: 'asset',
      description: 'Shown until the visitor plays the video; nothing loads from YouTube before',
    }),
  ),
  caption: optionalText,
});
export type VideoEmbedBlok = z.infer<typeof videoEmbedSchema>;
