import type { Field } from '@storyblok/management-api-client';
import type {
  FieldControl,
  FieldDescriptor,
  FieldLimits,
} from '@/features/editor/fields/describe-fields';

/** A Storyblok component field, at its place in the component's form. */
export type PositionedField = Field & { pos: number };

/** The folder whose stories a relation to stories of a content type may choose from. */
export const RELATION_FOLDERS: Readonly<Record<string, string>> = { author: 'authors/' };

/** What a field of every kind carries: its label, help, required flag and place. */
function common(descriptor: FieldDescriptor, pos: number) {
  return {
    pos,
    display_name: descriptor.label,
    required: descriptor.required,
    ...(descriptor.help ? { description: descriptor.help } : {}),
  };
}

const textDefault = (value: unknown) =>
  typeof value === 'string' && value ? { default_value: value } : {};

const lengthLimits = ({ minLength, maxLength }: FieldLimits) => ({
  ...(minLength ? { minlength: minLength } : {}),
  ...(maxLength !== undefined ? { max_length: maxLength } : {}),
});

const choices = (descriptor: FieldDescriptor) =>
  (descriptor.options ?? []).map(({ value, label }) => ({ name: label, value }));

function relationField(descriptor: FieldDescriptor, pos: number): Field {
  const contentType = descriptor.contentType;
  if (!contentType) throw new Error(`The relation ${descriptor.key} names no content type`);
  const folder = RELATION_FOLDERS[contentType];
  if (!folder) throw new Error(`No folder holds the ${contentType} stories ${descriptor.key} uses`);
  return {
    ...common(descriptor, pos),
    type: 'option',
    source: 'internal_stories',
    filter_content_type: [contentType],
    folder_slug: folder,
    use_uuid: true,
  };
}

/**
 * The Storyblok field for one of the local editor's fields. `anyBlock` is what a bloks field
 * that takes any block allows.
 */
export function storyblokField(
  descriptor: FieldDescriptor,
  pos: number,
  anyBlock: readonly string[],
): PositionedField {
  const base = common(descriptor, pos);
  const { kind, limits } = descriptor;
  const field = ((): Field => {
    switch (kind) {
      case 'text':
      case 'textarea':
        return { ...base, type: kind, ...textDefault(descriptor.default), ...lengthLimits(limits) };
      case 'richtext':
        return { ...base, type: 'richtext' };
      case 'number':
        return {
          ...base,
          type: 'number',
          ...(descriptor.default !== undefined
            ? { default_value: String(descriptor.default) }
            : {}),
          ...(limits.minimum !== undefined ? { min_value: limits.minimum } : {}),
          ...(limits.maximum !== undefined ? { max_value: limits.maximum } : {}),
        };
      case 'boolean':
        return {
          ...base,
          type: 'boolean',
          ...(typeof descriptor.default === 'boolean' ? { default_value: descriptor.default } : {}),
        };
      case 'options':
        return {
          ...base,
          type: 'option',
          options: choices(descriptor),
          ...textDefault(descriptor.default),
        };
      case 'list':
        // Free values (tariff names as sold) that editors pick several of.
        return { ...base, type: 'options', options: [] };
      case 'asset':
        return { ...base, type: 'asset', filetypes: ['images'] };
      case 'link':
        return {
          ...base,
          type: 'multilink',
          show_anchor: true,
          email_link_type: true,
          allow_target_blank: true,
        };
      case 'bloks':
        return {
          ...base,
          type: 'bloks',
          restrict_type: '',
          restrict_components: true,
          component_whitelist: [...(descriptor.components ?? anyBlock)],
          ...(limits.minItems ? { minimum: limits.minItems } : {}),
          ...(limits.maxItems !== undefined ? { maximum: limits.maxItems } : {}),
        };
      case 'relation':
        return relationField(descriptor, pos);
      case 'unsupported':
        throw new Error(`Storyblok has no field for ${descriptor.key}: its schema says too little`);
    }
  })();
  return { ...field, pos };
}

/** The local editor's control for a Storyblok field: the generator's mapping, reversed. */
export function controlOf(field: Field): FieldControl {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'richtext':
    case 'number':
    case 'boolean':
    case 'asset':
    case 'bloks':
      return field.type;
    case 'option':
      return field.source === 'internal_stories' ? 'relation' : 'options';
    case 'options':
      return 'list';
    case 'multilink':
      return 'link';
    default:
      return 'unsupported';
  }
}
