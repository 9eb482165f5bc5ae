import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormProps,
} from 'react-hook-form';
import type * as z from 'zod/v4/core';

/**
 * The schema of a form's fields, classic zod or `zod/mini` alike. Only zod's core types are
 * named here, so a marketing page's form built on `zod/mini` never downloads classic zod.
 */
export type FormSchema = z.$ZodType<unknown, FieldValues>;

/** The values the form's controls hold, before the schema checks and shapes them. */
export type FormInput<Schema extends FormSchema> = z.input<Schema>;

/** react-hook-form checked by `schema`: the submit handler receives the schema's output. */
export function useSchemaForm<Schema extends FormSchema>(
  schema: Schema,
  defaultValues: DefaultValues<FormInput<Schema>>,
  options: Pick<UseFormProps, 'shouldFocusError'> = {},
) {
  return useForm<FormInput<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    ...options,
  });
}

function isObjectDef(def: z.$ZodTypeDef): def is z.$ZodObjectDef {
  return def.type === 'object';
}

/** The fields of an object schema, which the gateway may name in its answer; none otherwise. */
export function schemaFieldNames<Schema extends FormSchema>(
  schema: Schema,
): Path<FormInput<Schema>>[] {
  const { def } = schema._zod;
  // The keys of an object schema's shape are the top-level fields of its input.
  return isObjectDef(def) ? (Object.keys(def.shape) as Path<FormInput<Schema>>[]) : [];
}
