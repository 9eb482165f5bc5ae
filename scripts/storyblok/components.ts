import type { ComponentCreate } from '@storyblok/management-api-client';
import type * as z from 'zod/mini';
import { blockSchemas, nestedOnlyBlocks } from '@/blocks/schemas';
import { describeSchemaFields, labelFromKey } from '@/features/editor/fields/describe-fields';
import { storyblokField, type PositionedField } from './component-fields';

/** Every block and nested-only blok the site renders, by its Storyblok name. */
export const COMPONENT_SCHEMAS: Readonly<Record<string, z.core.$ZodType>> = {
  ...blockSchemas,
  ...nestedOnlyBlocks,
};

type ComponentName = keyof typeof blockSchemas | keyof typeof nestedOnlyBlocks;

/**
 * The component group each component sits in, in Storyblok's block library. Content types are
 * the roots of stories; items live only inside the block that lists them.
 */
export const COMPONENT_GROUPS = {
  page: 'Content types',
  blog_post: 'Content types',
  author: 'Content types',
  section: 'Layout',
  hero: 'Layout',
  rich_text: 'Layout',
  image: 'Layout',
  image_with_text: 'Layout',
  button_link: 'Layout',
  accordion: 'Layout',
  faq: 'Layout',
  feature_cards: 'Layout',
  video_embed: 'Layout',
  blog_post_list: 'Lists',
  contact_details: 'Lists',
  reviews: 'Lists',
  vacancy_list: 'Lists',
  vacancy_carousel: 'Lists',
  tariff_rates_table: 'Lists',
  quote_starter: 'Forms',
  energy_source_vote: 'Forms',
  ev_reminder: 'Forms',
  contact_form: 'Forms',
  friend_referral: 'Forms',
  rate_your_switch: 'Forms',
  accordion_item: 'Items',
  feature_card: 'Items',
  opening_hours: 'Items',
  review: 'Items',
  vacancy: 'Items',
  vote_option: 'Items',
} as const satisfies Record<ComponentName, string>;

export type ComponentGroupName = (typeof COMPONENT_GROUPS)[ComponentName];

const groupOf = (name: string): ComponentGroupName => {
  const group = (COMPONENT_GROUPS as Record<string, ComponentGroupName>)[name];
  if (!group) throw new Error(`Component ${name} has no group in COMPONENT_GROUPS`);
  return group;
};

const isContentType = (name: string) => groupOf(name) === 'Content types';

/** What a bloks field that takes any block allows: every block but content types and items. */
export const ANY_BLOCK = Object.keys(COMPONENT_SCHEMAS).filter(
  (name) => !isContentType(name) && groupOf(name) !== 'Items',
);

/**
 * A component as push writes it: the client's create body (also a `Component` once the space
 * gives it an id), its fields typed field by field.
 */
export type ComponentDefinition = Omit<ComponentCreate, 'internal_tag_ids'> & {
  name: string;
  display_name: string;
  is_root: boolean;
  is_nestable: boolean;
  schema: Record<string, PositionedField>;
};

export interface GeneratedComponent {
  group: ComponentGroupName;
  component: ComponentDefinition;
}

/** The field Storyblok shows a blok by in lists: its first required text, else its first text. */
function previewField(schema: Record<string, PositionedField>): string | undefined {
  const texts = Object.entries(schema).filter(([, field]) => field.type === 'text');
  return (texts.find(([, field]) => 'required' in field && field.required) ?? texts[0])?.[0];
}

export function generateComponent(name: string, schema: z.core.$ZodType): GeneratedComponent {
  const fields = Object.fromEntries(
    describeSchemaFields(schema).map((descriptor, pos) => [
      descriptor.key,
      storyblokField(descriptor, pos, ANY_BLOCK),
    ]),
  );
  const preview = previewField(fields);
  return {
    group: groupOf(name),
    component: {
      name,
      display_name: labelFromKey(name),
      is_root: isContentType(name),
      is_nestable: !isContentType(name),
      schema: fields,
      ...(preview ? { preview_field: preview } : {}),
    },
  };
}

/** A Storyblok component for every block of the registry and every nested-only blok. */
export const generateComponents = (): GeneratedComponent[] =>
  Object.entries(COMPONENT_SCHEMAS).map(([name, schema]) => generateComponent(name, schema));
