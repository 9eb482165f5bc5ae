import { useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { useSession } from '@/features/session';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import type { FormInput, FormSchema } from '@/lib/forms/use-schema-form';
import type { Customer, CustomerUpdate } from '@/lib/gateway/contract/customer';
import { saveCustomer } from './save-customer';

interface CustomerFormOptions<Schema extends FormSchema> {
  customer: Customer;
  schema: Schema;
  defaults: (customer: Customer) => DefaultValues<FormInput<Schema>>;
  /** The change to send; an empty one is not sent. */
  update: (values: z.output<Schema>) => CustomerUpdate;
  /** What was saved, in words, from the details before and after. */
  savedWords: (before: Customer, after: Customer) => string;
}

/**
 * A form of Personal details: sends what changed, puts the saved details in the session, starts
 * again from them, and says in words what was saved.
 */
export function useCustomerForm<Schema extends FormSchema>({
  customer,
  schema,
  defaults,
  update,
  savedWords,
}: CustomerFormOptions<Schema>) {
  const { replaceCustomer } = useSession();
  const [saved, setSaved] = useState<string | null>(null);
  const gatewayForm = useGatewayForm({
    schema,
    defaultValues: defaults(customer),
    async send(values) {
      setSaved(null);
      const change = update(values);
      const after =
        Object.keys(change).length > 0 ? await saveCustomer(customer.id, change) : customer;
      replaceCustomer(after);
      gatewayForm.form.reset(defaults(after));
      setSaved(savedWords(customer, after));
    },
  });
  return { ...gatewayForm, saved };
}
