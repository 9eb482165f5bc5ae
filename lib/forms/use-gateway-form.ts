import type { DefaultValues, Path } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { describeSendFailure, type SendFailure } from './send-failure';
import { useDeferredSchemaForm } from './use-deferred-schema-form';
import { useGatewaySending } from './use-gateway-sending';
import {
  schemaFieldNames,
  useSchemaForm,
  type FormInput,
  type FormSchema,
} from './use-schema-form';

export interface GatewayFormOptions<Schema extends FormSchema> {
  /** The form's fields, classic zod or `zod/mini`: checked in the browser before any send. */
  schema: Schema;
  defaultValues: DefaultValues<FormInput<Schema>>;
  /** What to do with the checked values (useGatewaySending). */
  send: (values: z.output<Schema>) => Promise<void>;
  /**
   * Words of the form's own for a failure (the login's wrong password); by default the
   * gateway's message beside each field it names, or else once for the whole form.
   */
  describeFailure?: (error: unknown) => SendFailure<Path<FormInput<Schema>>>;
}

/** A form that sends to the gateway: react-hook-form checked by the schema, then `send`. */
export function useGatewayForm<Schema extends FormSchema>({
  schema,
  defaultValues,
  send,
  describeFailure = (error) => describeSendFailure(error, schemaFieldNames(schema)),
}: GatewayFormOptions<Schema>) {
  const form = useSchemaForm(schema, defaultValues, { shouldFocusError: false });
  return { form, ...useGatewaySending(form, { send, describeFailure }) };
}

export interface DeferredGatewayFormOptions<Schema extends FormSchema> extends Omit<
  GatewayFormOptions<Schema>,
  'schema'
> {
  /** The form's object schema, imported once the visitor turns to the form (`loadCheck`). */
  loadSchema: () => Promise<Schema>;
}

/**
 * useGatewayForm for a page whose first load carries no zod: the check arrives after the form,
 * fetched by `loadCheck` (useDeferredSchemaForm). The gateway may name any of the form's
 * fields, which are those of its default values.
 */
export function useDeferredGatewayForm<Schema extends FormSchema>({
  loadSchema,
  defaultValues,
  send,
  describeFailure = (error) =>
    describeSendFailure(error, Object.keys(defaultValues) as Path<FormInput<Schema>>[]),
}: DeferredGatewayFormOptions<Schema>) {
  const { form, loadCheck } = useDeferredSchemaForm(loadSchema, defaultValues, {
    shouldFocusError: false,
  });
  return { form, loadCheck, ...useGatewaySending(form, { send, describeFailure }) };
}
