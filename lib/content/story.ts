// Content schemas use zod/mini: they ship to the browser on every marketing page.
import * as z from 'zod/mini';

/** A blok as it arrives: `_uid` and `component` plus fields the block's own schema checks. */
export const blokSchema = z.looseObject({
  _uid: z.string(),
  component: z.string(),
  _editable: z.optional(z.string()),
  hidden: z.optional(z.boolean()),
});
export type Blok = z.infer<typeof blokSchema>;

export const storySchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  created_at: z.string(),
  published_at: z.nullable(z.string()),
  first_published_at: z.nullable(z.string()),
  sort_by_date: z.nullable(z.string()),
  position: z.number(),
  tag_list: z.array(z.string()),
  is_startpage: z.boolean(),
  parent_id: z.nullable(z.number()),
  lang: z.string(),
  alternates: z.array(z.unknown()),
  content: blokSchema,
});
export type Story = z.infer<typeof storySchema>;

export const datasourceEntrySchema = z.object({
  id: z.number(),
  name: z.string(),
  value: z.string(),
  dimension_value: z.nullable(z.string()),
});
export type DatasourceEntry = z.infer<typeof datasourceEntrySchema>;
