import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as z from 'zod/mini';
import { blockSchemas, nestedOnlyBlocks } from '@/blocks/schemas';
import { BlokFields } from '@/features/editor/fields/blok-fields';
import {
  describeSchemaFields,
  type FieldDescriptor,
} from '@/features/editor/fields/describe-fields';
import type { BlokFieldsContext, RawBlok } from '@/features/editor/fields/editor-context';

const schemas: Record<string, z.ZodMiniType> = { ...blockSchemas, ...nestedOnlyBlocks };

const fieldsOf = (name: string) => {
  const schema = schemas[name];
  if (!schema) throw new Error(`No block ${name}`);
  return describeSchemaFields(schema);
};

const fixtures = Object.values(
  import.meta.glob<{ default: RawBlok }>('../../blocks/*/fixture.json', { eager: true }),
).map((module) => module.default);

/** Every blok in the fixtures, nested ones included: one of each component. */
function bloksByComponent(): Map<string, RawBlok> {
  const found = new Map<string, RawBlok>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const blok = value as RawBlok;
    if (typeof blok._uid === 'string' && typeof blok.component === 'string') {
      if (!found.has(blok.component)) found.set(blok.component, blok);
    }
    Object.values(value).forEach(visit);
  };
  visit(fixtures);
  return found;
}

const context: BlokFieldsContext = {
  stories: [{ uuid: 'u-about', name: 'About us', full_slug: 'about', contentType: 'page' }],
  assets: [],
  onUpload: vi.fn(),
  onSelectBlok: vi.fn(),
};

/** The labelled control a field of each kind is drawn as. */
async function findControl({ kind, label }: FieldDescriptor): Promise<HTMLElement> {
  switch (kind) {
    case 'link':
    case 'asset':
    case 'bloks':
      return screen.getByRole('group', { name: label });
    case 'richtext':
      return screen.findByRole('textbox', { name: label });
    default:
      return screen.getByLabelText(label);
  }
}

describe('the editor’s form for every block', () => {
  const bloks = bloksByComponent();

  it('has a blok to edit for every block and nested block', () => {
    expect([...bloks.keys()].sort()).toEqual(Object.keys(schemas).sort());
  });

  it.each(Object.keys(schemas))('gives every field of %s a control that can edit it', (name) => {
    const unsupported = fieldsOf(name).filter((field) => field.kind === 'unsupported');
    expect(unsupported.map((field) => field.key)).toEqual([]);
  });

  it.each([...bloks])('draws %s as a form with every field labelled', async (name, blok) => {
    const schema = schemas[name];
    if (!schema) throw new Error(`No block ${name}`);
    render(<BlokFields schema={schema} blok={blok} onChange={vi.fn()} context={context} />);
    for (const field of fieldsOf(name)) {
      expect(await findControl(field), `${name}.${field.key}`).toBeInTheDocument();
    }
  });

  it.each([
    ['hero', 'headline', 'text'],
    ['hero', 'text', 'textarea'],
    ['hero', 'image', 'asset'],
    ['hero', 'buttons', 'bloks'],
    ['hero', 'variant', 'options'],
    ['image', 'image', 'asset'],
    ['video_embed', 'poster', 'asset'],
    ['button_link', 'link', 'link'],
    ['feature_card', 'link', 'link'],
    ['vacancy', 'link', 'link'],
    ['rich_text', 'text', 'richtext'],
    ['image_with_text', 'text', 'richtext'],
    ['accordion', 'items', 'bloks'],
    ['blog_post', 'author', 'relation'],
    ['blog_post', 'excerpt', 'textarea'],
    ['reviews', 'score', 'number'],
    ['review', 'rating', 'number'],
    ['contact_details', 'show_emergency_numbers', 'boolean'],
    ['contact_form', 'topic', 'options'],
    ['tariff_rates_table', 'tariffs', 'list'],
    ['page', 'og_image', 'asset'],
  ])('edits %s.%s as %s', (name, key, kind) => {
    expect(fieldsOf(name).find((field) => field.key === key)?.kind).toBe(kind);
  });

  it('names the nested blocks a field holds, and labels and explains what a key would not', () => {
    const field = (name: string, key: string) =>
      fieldsOf(name).find((candidate) => candidate.key === key);
    expect(field('accordion', 'items')?.components).toEqual(['accordion_item']);
    expect(field('energy_source_vote', 'options')?.components).toEqual(['vote_option']);
    expect(field('page', 'body')?.components).toBeUndefined();
    expect(field('blog_post', 'author')?.contentType).toBe('author');
    expect(field('page', 'seo_title')?.label).toBe('SEO title');
    expect(field('hero', 'variant')).toMatchObject({
      default: 'default',
      help: expect.stringContaining('Compact: a slimmer banner'),
    });
    expect(field('video_embed', 'video')?.label).toBe('YouTube video');
    expect(field('vacancy', 'type')?.options).toContainEqual({
      value: 'full-time',
      label: 'Full time',
    });
    expect(field('contact_form', 'topic')?.options).toContainEqual({
      value: 'priority-services',
      label: 'Extra support and the Priority Services Register',
    });
  });

  it('shows the block’s own message for an emptied required field', async () => {
    const blok = bloks.get('hero');
    if (!blok) throw new Error('No hero fixture');
    render(
      <BlokFields schema={blockSchemas.hero} blok={blok} onChange={vi.fn()} context={context} />,
    );
    await userEvent.clear(screen.getByRole('textbox', { name: 'Headline' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A hero needs a headline');
  });
});
