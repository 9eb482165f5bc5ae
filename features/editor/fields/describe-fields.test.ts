import * as z from 'zod/mini';
import { field } from '@/lib/content/field-kind';
import { describeFields, labelFromKey, type JsonSchemaNode } from './describe-fields';

const fieldsOf = (shape: z.core.$ZodLooseShape) =>
  describeFields(
    z.toJSONSchema(z.object(shape), { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode,
  );

const only = (shape: z.core.$ZodLooseShape) => {
  const [descriptor] = fieldsOf(shape);
  if (!descriptor) throw new Error('no field');
  return descriptor;
};

describe('describeFields', () => {
  it("leaves out Storyblok's own keys", () => {
    const fields = fieldsOf({
      _uid: z.string(),
      component: z.literal('hero'),
      _editable: z.optional(z.string()),
      headline: z.string(),
    });
    expect(fields.map((descriptor) => descriptor.key)).toEqual(['headline']);
  });

  it.each([
    ['text', z.string()],
    ['textarea', z.string().check(field({ fieldKind: 'textarea' }))],
    ['number', z.number()],
    ['number', z.union([z.number(), z.string()]).check(field({ fieldKind: 'number' }))],
    ['boolean', z.boolean()],
    ['options', z.enum(['a', 'b'])],
    ['list', z.array(z.string())],
    ['link', z.object({ url: z.string() }).check(field({ fieldKind: 'link' }))],
    ['asset', z.nullish(z.object({ filename: z.string() })).check(field({ fieldKind: 'asset' }))],
    ['richtext', z.object({ type: z.literal('doc') }).check(field({ fieldKind: 'richtext' }))],
    ['bloks', z.array(z.object({ _uid: z.string() })).check(field({ fieldKind: 'bloks' }))],
    ['relation', z.string().check(field({ fieldKind: 'relation', contentType: 'author' }))],
    ['unsupported', z.object({ anything: z.string() })],
  ])('gives a %s field its control', (kind, schema) => {
    expect(only({ value: schema }).kind).toBe(kind);
  });

  it('labels a field from its key unless the schema titles it, with help from its description', () => {
    const [fromKey, titled] = fieldsOf({
      button_text: z.string(),
      seo_title: z
        .string()
        .check(field({ title: 'Title in search results', description: 'Up to 60 characters' })),
    });
    expect(fromKey).toMatchObject({ label: 'Button text' });
    expect(fromKey?.help).toBeUndefined();
    expect(titled).toMatchObject({ label: 'Title in search results', help: 'Up to 60 characters' });
  });

  it('says which fields are required, their defaults and limits', () => {
    const [headline, text, variant, items] = fieldsOf({
      headline: z.string().check(z.minLength(1), z.maxLength(80)),
      text: z.optional(z.string()),
      variant: z._default(z.enum(['default', 'split-image']), 'default'),
      items: z.array(z.string()).check(z.minLength(2), z.maxLength(6)),
    });
    expect(headline).toMatchObject({ required: true, limits: { minLength: 1, maxLength: 80 } });
    expect(text).toMatchObject({ required: false, limits: {} });
    expect(variant).toMatchObject({ required: false, default: 'default' });
    expect(items?.limits).toEqual({ minItems: 2, maxItems: 6 });
  });

  it('labels options by the labels the schema gives, or from their values', () => {
    expect(
      only({
        variant: z
          .enum(['split-image', 'full-time'])
          .check(field({ optionLabels: { 'full-time': 'Full time role' } })),
      }).options,
    ).toEqual([
      { value: 'split-image', label: 'Split image' },
      { value: 'full-time', label: 'Full time role' },
    ]);
  });

  it('names the components a bloks field allows, and none when it takes any', () => {
    const item = z.object({ _uid: z.string(), component: z.literal('accordion_item') });
    const [items, body] = fieldsOf({
      items: z.array(item).check(field({ fieldKind: 'bloks' })),
      body: z.array(z.object({ component: z.string() })).check(field({ fieldKind: 'bloks' })),
    });
    expect(items?.components).toEqual(['accordion_item']);
    expect(body?.components).toBeUndefined();
  });

  it('gives a relation the content type of the stories it points to', () => {
    expect(
      only({ author: z.string().check(field({ fieldKind: 'relation', contentType: 'author' })) }),
    ).toMatchObject({ kind: 'relation', contentType: 'author' });
  });
});

describe('labelFromKey', () => {
  it.each([
    ['button_text', 'Button text'],
    ['poll_id', 'Poll ID'],
    ['split-image', 'Split image'],
    ['16:9', '16:9'],
  ])('%s reads as %s', (key, label) => {
    expect(labelFromKey(key)).toBe(label);
  });
});
