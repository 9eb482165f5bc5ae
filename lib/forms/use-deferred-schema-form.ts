import { useState } from 'react';
import { useForm, type DefaultValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import type { FormInput, FormSchema } from './use-schema-form';

type SchemaResolver<Schema extends FormSchema> = Resolver<
  FormInput<Schema>,
  unknown,
  z.output<Schema>
>;

/**
 * A resolver whose schema and zod's code arrive when first asked for, once; asked again after
 * a failed download.
 */
function deferredResolver<Schema extends FormSchema>(load: () => Promise<Schema>) {
  let loading: Promise<SchemaResolver<Schema>> | null = null;
  const loaded = () =>
    (loading ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as SchemaResolver<Schema>,
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const resolver: SchemaResolver<Schema> = async (values, context, options) =>
    (await loaded())(values, context, options);
  const preload = () => void loaded().catch(() => undefined);
  return { resolver, preload };
}

/**
 * react-hook-form checked by a schema whose code (the schema's, zod's and its resolver's) is
 * not in the page's first load. `loadCheck` fetches it: give it to the form's `onFocus`, so it
 * arrives while the visitor fills the form in, and building the schemas never holds up the
 * page's start (a long task at a phone's speed). A check made before it has arrived waits for
 * it; one whose code cannot be downloaded throws, as a failed send does (useGatewaySending).
 */
export function useDeferredSchemaForm<Schema extends FormSchema>(
  load: () => Promise<Schema>,
  defaultValues: DefaultValues<FormInput<Schema>>,
  options: Pick<UseFormProps, 'shouldFocusError'> = {},
) {
  const [{ resolver, preload }] = useState(() => deferredResolver(load));
  const form = useForm<FormInput<Schema>, unknown, z.output<Schema>>({
    ...options,
    resolver,
    defaultValues,
  });
  return { form, loadCheck: preload };
}
