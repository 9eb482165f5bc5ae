import type { Component, Field } from '@storyblok/management-api-client';
import * as z from 'zod/mini';
import { blockSchemas } from '@/blocks/schemas';
import { describeSchemaFields } from '@/features/editor/fields/describe-fields';
import { field } from '@/lib/content/field-kind';
import { controlOf } from './component-fields';
import {
  ANY_BLOCK,
  COMPONENT_SCHEMAS,
  generateComponent,
  generateComponents,
  type ComponentDefinition,
} from './components';

const components = generateComponents();

/** What the space answers for a component push created: the client's Component type. */
const asCreated = (definition: ComponentDefinition): Component => ({
  ...definition,
  id: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

/** The fields a Storyblok component gives the local editor, as describeFields names them. */
const fieldsOf = (component: Component) =>
  Object.entries(component.schema as Record<string, Field>).map(([key, storyblok]) => ({
    key,
    kind: controlOf(storyblok),
    required: 'required' in storyblok && storyblok.required === true,
    options:
      storyblok.type === 'option' && storyblok.source !== 'internal_stories'
        ? storyblok.options?.map((option) => option.value)
        : undefined,
    components: storyblok.type === 'bloks' ? storyblok.component_whitelist : undefined,
  }));

describe('generateComponents', () => {
  it('makes a component of every block of the registry and every nested-only blok', () => {
    const names = components.map(({ component }) => component.name);
    expect(names).toEqual(Object.keys(COMPONENT_SCHEMAS));
    expect(names).toEqual(expect.arrayContaining(Object.keys(blockSchemas)));
    expect(Object.keys(blockSchemas)).toHaveLength(25);
  });

  it.each(components.map(({ component }) => [component.name, component] as const))(
    '%s round-trips: schema → component → the local editor’s fields',
    (name, component) => {
      const schema = COMPONENT_SCHEMAS[name];
      if (!schema) throw new Error(name);
      const editor = describeSchemaFields(schema).map((descriptor) => ({
        key: descriptor.key,
        kind: descriptor.kind,
        required: descriptor.required,
        options:
          descriptor.kind === 'options' ? descriptor.options?.map((o) => o.value) : undefined,
        components: descriptor.kind === 'bloks' ? (descriptor.components ?? ANY_BLOCK) : undefined,
      }));
      expect(fieldsOf(asCreated(component))).toEqual(editor);
    },
  );

  it('makes content types roots and every other block nestable, each in a group', () => {
    const byName = new Map(components.map((generated) => [generated.component.name, generated]));
    expect(byName.get('page')).toMatchObject({
      group: 'Content types',
      component: { is_root: true, is_nestable: false },
    });
    expect(byName.get('hero')).toMatchObject({
      group: 'Layout',
      component: { is_root: false, is_nestable: true, preview_field: 'headline' },
    });
    expect(byName.get('accordion_item')?.group).toBe('Items');
  });

  it('writes labels, help, defaults, choices, limits, file types and relations', () => {
    const { component } = generateComponent(
      'hero',
      z.object({
        _uid: z.string(),
        component: z.literal('hero'),
        headline: z.string().check(z.maxLength(80), field({ description: 'The h1' })),
        variant: z._default(
          z.enum(['default', 'split-image']).check(field({ optionLabels: { default: 'Plain' } })),
          'default',
        ),
        shown: z._default(z.boolean(), true),
        image: z.object({ filename: z.string() }).check(field({ fieldKind: 'asset' })),
        link: z.object({ url: z.string() }).check(field({ fieldKind: 'link' })),
        author: z.string().check(field({ fieldKind: 'relation', contentType: 'author' })),
        items: z
          .array(z.object({ _uid: z.string() }))
          .check(z.minLength(2), field({ fieldKind: 'bloks' })),
      }),
    );
    expect(component.schema).toMatchObject({
      headline: {
        type: 'text',
        pos: 0,
        display_name: 'Headline',
        description: 'The h1',
        required: true,
        max_length: 80,
      },
      variant: {
        type: 'option',
        default_value: 'default',
        options: [
          { name: 'Plain', value: 'default' },
          { name: 'Split image', value: 'split-image' },
        ],
        required: false,
      },
      shown: { type: 'boolean', default_value: true },
      image: { type: 'asset', filetypes: ['images'] },
      link: { type: 'multilink', show_anchor: true, email_link_type: true },
      author: {
        type: 'option',
        source: 'internal_stories',
        filter_content_type: ['author'],
        folder_slug: 'authors/',
        use_uuid: true,
      },
      items: {
        type: 'bloks',
        restrict_components: true,
        component_whitelist: ANY_BLOCK,
        minimum: 2,
      },
    });
  });

  it('refuses a field Storyblok cannot hold rather than leave it out', () => {
    expect(() =>
      generateComponent('odd', z.object({ anything: z.object({ a: z.string() }) })),
    ).toThrow('Storyblok has no field for anything');
  });
});
