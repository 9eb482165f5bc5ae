import * as z from 'zod/mini';
import { field } from '@/lib/content/field-kind';
import { longText, optionalAssetSchema, richTextSchema } from '@/lib/content/fields';
import { seoFields } from '@/lib/content/seo';
import { blokBase } from '../block-definition';
import { authorSchema } from '../author/schema';

/** The author field holds a story uuid; with relations resolved it is the author story. */
const authorField = z
  .pipe(
    z.union([z.string(), z.looseObject({ content: authorSchema })]),
    z.transform((author) => (typeof author === 'string' ? null : author.content)),
  )
  .check(field({ fieldKind: 'relation', contentType: 'author' }));

export const blogPostSchema = z.extend(blokBase, {
  component: z.literal('blog_post'),
  title: z.string().check(z.minLength(1, 'A post needs a title')),
  excerpt: longText.check(z.minLength(1, 'Write a one-sentence summary for the blog list')),
  category: z.string().check(z.minLength(1, 'Choose a category')),
  author: authorField,
  image: optionalAssetSchema,
  body: richTextSchema,
  ...seoFields,
});
export type BlogPostBlok = z.infer<typeof blogPostSchema>;
