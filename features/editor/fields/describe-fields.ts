import * as z from 'zod/mini';
import type { FieldKind, FieldMeta } from '@/lib/content/field-kind';

export interface FieldLimits {
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** The parts of a block's JSON Schema (`z.toJSONSchema`, input side) that its form needs. */
export type JsonSchemaNode = FieldMeta &
  FieldLimits & {
    type?: string | string[];
    properties?: Record<string, JsonSchemaNode>;
    required?: string[];
    items?: JsonSchemaNode;
    anyOf?: JsonSchemaNode[];
    enum?: unknown[];
    const?: unknown;
    default?: unknown;
    $ref?: string;
    $defs?: Record<string, JsonSchemaNode>;
  };

/** The control a field gets: a kind the schema names, or one read from its JSON type. */
export type FieldControl = FieldKind | 'text' | 'boolean' | 'options' | 'list' | 'unsupported';

export interface FieldOption {
  value: string;
  label: string;
}

/** One field of a blok's form: what it is called, which control edits it, and its limits. */
export interface FieldDescriptor {
  key: string;
  label: string;
  help?: string;
  kind: FieldControl;
  required: boolean;
  default?: unknown;
  limits: FieldLimits;
  /** An option list's choices. */
  options?: FieldOption[];
  /** The components a bloks field allows; absent when it takes any block. */
  components?: string[];
  /** The content type of the stories a relation may point to. */
  contentType?: string;
  /** A number Storyblok stores as text ("4.7"), as its number fields do. */
  numberAsText?: boolean;
}

/** Storyblok's own keys on every blok: no editor changes them. */
export const BLOK_KEYS = new Set(['_uid', 'component', '_editable']);

const ABBREVIATIONS: Record<string, string> = {
  id: 'ID',
  url: 'URL',
  seo: 'SEO',
  cta: 'CTA',
  faq: 'FAQ',
  ev: 'EV',
};

/** A label from a field's key or an option's value: `button_text` → "Button text". */
export function labelFromKey(key: string): string {
  const words = key
    .split(/[_\-\s]+/)
    .filter(Boolean)
    .map((word) => ABBREVIATIONS[word.toLowerCase()] ?? word.toLowerCase());
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

function resolve(node: JsonSchemaNode, root: JsonSchemaNode): JsonSchemaNode {
  const name = node.$ref?.replace('#/$defs/', '');
  const target = name === undefined ? undefined : root.$defs?.[name];
  return target ? { ...target, ...node, $ref: undefined } : node;
}

const hasType = (node: JsonSchemaNode, type: string) =>
  node.type === type || (Array.isArray(node.type) && node.type.includes(type));

function controlOf(node: JsonSchemaNode): FieldControl {
  if (node.fieldKind) return node.fieldKind;
  if (node.enum) return 'options';
  if (hasType(node, 'boolean')) return 'boolean';
  if (hasType(node, 'number') || hasType(node, 'integer')) return 'number';
  if (hasType(node, 'array') && node.items && hasType(node.items, 'string')) return 'list';
  if (hasType(node, 'string')) return 'text';
  return 'unsupported';
}

function allowedComponents(items: JsonSchemaNode | undefined): string[] | undefined {
  const variants = items?.anyOf ?? (items ? [items] : []);
  const names = variants.flatMap((variant) => {
    const name = variant.properties?.component?.const;
    return typeof name === 'string' ? [name] : [];
  });
  return names.length ? names : undefined;
}

function limitsOf(node: JsonSchemaNode): FieldLimits {
  const limits: FieldLimits = {};
  for (const key of [
    'minLength',
    'maxLength',
    'minimum',
    'maximum',
    'minItems',
    'maxItems',
  ] as const) {
    const value = node[key];
    if (value !== undefined) limits[key] = value;
  }
  return limits;
}

function describeField(key: string, node: JsonSchemaNode, required: boolean): FieldDescriptor {
  const kind = controlOf(node);
  const descriptor: FieldDescriptor = {
    key,
    label: node.title ?? labelFromKey(key),
    kind,
    required,
    limits: limitsOf(node),
  };
  if (node.description) descriptor.help = node.description;
  if (node.default !== undefined) descriptor.default = node.default;
  if (kind === 'options') {
    descriptor.options = (node.enum ?? []).map(String).map((value) => ({
      value,
      label: node.optionLabels?.[value] ?? labelFromKey(value),
    }));
  }
  if (kind === 'bloks') {
    const components = allowedComponents(node.items);
    if (components) descriptor.components = components;
  }
  if (node.contentType) descriptor.contentType = node.contentType;
  if (kind === 'number' && hasType(node, 'string')) descriptor.numberAsText = true;
  return descriptor;
}

/**
 * The editable fields of a block, in its schema's order, from its JSON Schema (input side):
 * `describeFields(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }))`.
 */
export function describeFields(schema: JsonSchemaNode): FieldDescriptor[] {
  const required = new Set(schema.required);
  return Object.entries(schema.properties ?? {})
    .filter(([key]) => !BLOK_KEYS.has(key))
    .map(([key, node]) => describeField(key, resolve(node, schema), required.has(key)));
}

/** The editable fields of a block, from its zod schema. */
export const describeSchemaFields = (schema: z.core.$ZodType): FieldDescriptor[] =>
  describeFields(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode);
