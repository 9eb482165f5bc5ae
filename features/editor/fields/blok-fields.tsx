import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { englishIssues } from '@/lib/content/fields';
import { AssetField } from './asset-field';
import inputStyles from '@/lib/ui/input.module.css';
import styles from './blok-fields.module.css';
import { BloksField } from './bloks-field';
import { describeSchemaFields, type FieldControl, type FieldDescriptor } from './describe-fields';
import type { BlokFieldsContext, RawBlok } from './editor-context';
import type { FieldProps } from './field-props';
import { LinkField } from './link-field';
import { ListField } from './list-field';
import { RelationField } from './relation-field';
import { RichTextField } from './rich-text-field';
import { BooleanField, NumberField, OptionsField, TextareaField, TextField } from './scalar-fields';

function UnsupportedField({ descriptor }: FieldProps) {
  return (
    <p className={inputStyles.hint}>
      {descriptor.label}: this field can only be changed in the story&rsquo;s file.
    </p>
  );
}

const CONTROLS: Record<FieldControl, ComponentType<FieldProps>> = {
  text: TextField,
  textarea: TextareaField,
  number: NumberField,
  boolean: BooleanField,
  options: OptionsField,
  list: ListField,
  link: LinkField,
  asset: AssetField,
  bloks: BloksField,
  richtext: RichTextField,
  relation: RelationField,
  unsupported: UnsupportedField,
};

const SHOWS_DEFAULT = new Set<FieldControl>(['text', 'textarea', 'number', 'boolean', 'options']);

/** The blok with the defaults its form shows filled in where it has no value of its own. */
function withDefaults(blok: RawBlok, fields: FieldDescriptor[]): RawBlok {
  const defaults = fields
    .filter((field) => SHOWS_DEFAULT.has(field.kind) && field.default !== undefined)
    .map((field) => [field.key, field.default]);
  return { ...Object.fromEntries(defaults), ...blok };
}

export interface BlokFieldsProps {
  /** The blok's block schema (zod/mini), whose input side gives the fields. */
  schema: z.core.$ZodType;
  blok: RawBlok;
  /** Receives the blok as edited, in Storyblok's stored shape, on every change. */
  onChange: (blok: RawBlok) => void;
  context: BlokFieldsContext;
}

interface BlokFormProps extends BlokFieldsProps {
  fields: FieldDescriptor[];
}

function BlokForm({ schema, blok, onChange, context, fields }: BlokFormProps) {
  const form = useForm<RawBlok, unknown, unknown>({
    resolver: zodResolver(schema as z.core.$ZodType<unknown, RawBlok>, englishIssues),
    mode: 'onChange',
    defaultValues: withDefaults(blok, fields),
  });

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values, type }) => {
          if (type === 'change') onChange(structuredClone(values));
        },
      }),
    [form, onChange],
  );

  return (
    <form className={styles.form} noValidate onSubmit={(event) => event.preventDefault()}>
      {fields.map((descriptor) => {
        const Control = CONTROLS[descriptor.kind];
        return (
          <Control key={descriptor.key} descriptor={descriptor} form={form} context={context} />
        );
      })}
    </form>
  );
}

/**
 * The form for one blok, made from its block's schema: a control for each field, the schema's
 * messages beside the fields as the editor types, and the edited blok after every change.
 * A blok given from outside (another blok, an undo) starts the form again.
 */
export function BlokFields({ schema, blok, onChange, context }: BlokFieldsProps) {
  const fields = useMemo(() => describeSchemaFields(schema), [schema]);
  const emitted = useRef<string>(null);
  const [shown, setShown] = useState({ blok, revision: 0 });
  useEffect(() => {
    if (JSON.stringify(blok) === emitted.current) return;
    setShown((current) => {
      if (current.blok === blok) return current;
      // Another blok already has a form of its own (keyed by its uid); the same one starts again.
      const again = current.blok._uid === blok._uid;
      return { blok, revision: again ? current.revision + 1 : current.revision };
    });
  }, [blok]);
  // Until the effect has run, another blok's form must not show this one's values.
  const formBlok = shown.blok._uid === blok._uid ? shown.blok : blok;
  const emit = (next: RawBlok) => {
    emitted.current = JSON.stringify(next);
    onChange(next);
  };

  return (
    <BlokForm
      key={`${blok._uid}:${shown.revision}`}
      schema={schema}
      blok={formBlok}
      onChange={emit}
      context={context}
      fields={fields}
    />
  );
}
