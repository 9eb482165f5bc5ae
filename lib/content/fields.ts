import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { field } from './field-kind';
import { resolveLink, safeLink } from './links';

/** Field shapes shared by many blocks, as Storyblok stores them. */

const pixels = z.nullish(z.int().check(z.positive()));

/**
 * An image's own size in pixels. Storyblok's asset URLs carry it; the embedded space's local
 * images carry it in these fields, so their box is reserved before they load.
 */
export const assetSizeFields = { width: pixels, height: pixels };

export const assetSchema = z.object({
  filename: z.string().check(z.minLength(1, 'Choose an image')),
  alt: z.nullish(z.string()),
  title: z.nullish(z.string()),
  ...assetSizeFields,
});
export type Asset = z.infer<typeof assetSchema>;

/** Storyblok stores an empty asset field as `{ filename: '' }` or null: both mean "none". */
export const optionalAssetSchema = z
  .pipe(
    z.nullish(z.looseObject({ filename: z.nullish(z.string()) })),
    z.transform((value) => (value?.filename ? assetSchema.parse(value) : undefined)),
  )
  .check(field({ fieldKind: 'asset' }));

export const multilinkSchema = z
  .object({
    id: z.nullish(z.string()),
    linktype: z.nullish(z.enum(['story', 'url', 'email', 'asset'])),
    url: z.nullish(z.string()),
    cached_url: z.nullish(z.string()),
    email: z.nullish(z.string()),
    anchor: z.nullish(z.string()),
    target: z.nullish(z.string()),
    story: z.nullish(z.looseObject({ full_slug: z.string() })),
  })
  .check(field({ fieldKind: 'link' }));
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

export const richTextSchema = z
  .object({
    type: z.literal('doc'),
    content: z.array(richTextNodeSchema),
  })
  .check(field({ fieldKind: 'richtext' }));
export type RichTextDoc = z.infer<typeof richTextSchema>;

/**
 * zod/mini carries no messages; people read these (editors, logs), so parse with zod's English
 * ones. A message a schema gives itself (e.g. 'A hero needs a headline') still comes first.
 */
export const englishIssues = { reportInput: true, error: en().localeError } as const;

/**
 * A link from the CMS, as Storyblok's multilink or a plain href, parsed into a safe href
 * (undefined when empty or unsafe). Parsing its own output again gives the same href.
 */
export const cmsLinkSchema = z
  .pipe(
    z.union([z.string(), multilinkSchema]),
    z.transform((link) => (typeof link === 'string' ? safeLink(link) : resolveLink(link))?.href),
  )
  .check(field({ fieldKind: 'link' }));

/**
 * A number from the CMS: Storyblok's number field stores it as a string ("4.7"). Chain limits
 * after it: `z.pipe(cmsNumberSchema, z.number().check(z.lte(5)))`.
 */
export const cmsNumberSchema = z
  .pipe(
    z.pipe(
      z.union([z.number(), z.string()]),
      z.transform((value) =>
        typeof value === 'number' ? value : value.trim() ? Number(value) : Number.NaN,
      ),
    ),
    z.number({ error: 'Enter a number, e.g. 4.7' }),
  )
  .check(field({ fieldKind: 'number' }));

/** Optional CMS text: blank (as an empty Storyblok field is) means absent. */
export const optionalText = z.pipe(
  z.optional(z.string()),
  z.transform((text) => text?.trim() || undefined),
);

/** Text of more than a line or two (an introduction, a summary): a text area in the editor. */
export const longText = z.string().check(field({ fieldKind: 'textarea' }));

/** Optional long text: blank means absent. */
export const optionalLongText = optionalText.check(field({ fieldKind: 'textarea' }));

/**
 * An array from the CMS whose entries are parsed one by one: the ones an editor got wrong are
 * left out (with a warning), so one broken entry cannot take a whole menu or banner down.
 */
export function lenientArray<Item>(schema: z.ZodMiniType<Item>, what: string) {
  return z.pipe(
    z._default(z.array(z.unknown()), []),
    z.transform((entries) =>
      entries.flatMap((entry) => {
        const result = schema.safeParse(entry, englishIssues);
        if (result.success) return [result.data];
        console.warn(`Left out an invalid ${what}: ${z.prettifyError(result.error)}`);
        return [];
      }),
    ),
  );
}
