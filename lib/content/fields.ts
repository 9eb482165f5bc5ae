import * as z from 'zod/mini';

/** Field shapes shared by many blocks, as Storyblok stores them. */

export const assetSchema = z.object({
  filename: z.string().check(z.minLength(1, 'Choose an image')),
  alt: z.nullish(z.string()),
  title: z.nullish(z.string()),
});
export type Asset = z.infer<typeof assetSchema>;

/** Storyblok stores an empty asset field as `{ filename: '' }` or null: both mean "none". */
export const optionalAssetSchema = z.pipe(
  z.nullish(z.looseObject({ filename: z.nullish(z.string()) })),
  z.transform((value) => (value?.filename ? assetSchema.parse(value) : undefined)),
);

export const multilinkSchema = z.object({
  id: z.nullish(z.string()),
  linktype: z.nullish(z.enum(['story', 'url', 'email', 'asset'])),
  url: z.nullish(z.string()),
  cached_url: z.nullish(z.string()),
  email: z.nullish(z.string()),
  anchor: z.nullish(z.string()),
  target: z.nullish(z.string()),
  story: z.nullish(z.looseObject({ full_slug: z.string() })),
});
export type Multilink = z.infer<typeof multilinkSchema>;

export const richTextMarkSchema = z.object({
  type: z.string(),
  attrs: z.nullish(z.record(z.string(), z.unknown())),
});
export type RichTextMark = z.infer<typeof richTextMarkSchema>;

export interface RichTextNode {
  type: string;
  text?: string | undefined;
  attrs?: Record<string, unknown> | null | undefined;
  marks?: RichTextMark[] | null | undefined;
  content?: RichTextNode[] | null | undefined;
}

export const richTextNodeSchema: z.ZodMiniType<RichTextNode> = z.object({
  type: z.string(),
  text: z.optional(z.string()),
  attrs: z.nullish(z.record(z.string(), z.unknown())),
  marks: z.nullish(z.array(richTextMarkSchema)),
  get content() {
    return z.nullish(z.array(richTextNodeSchema));
  },
});

export const richTextSchema = z.object({
  type: z.literal('doc'),
  content: z.array(richTextNodeSchema),
});
export type RichTextDoc = z.infer<typeof richTextSchema>;
