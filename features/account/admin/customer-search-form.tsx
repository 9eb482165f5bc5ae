import { useEffect } from 'react';
import { z } from 'zod';
import { FormField } from '@/lib/forms/form-field';
import type { SendFailure } from '@/lib/forms/send-failure';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import { customerSearchText, type CustomerSearchResults } from '@/lib/gateway/contract/admin';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { FormAlert } from '@/lib/ui/form-alert';
import panels from '../screen/panels.module.css';
import { staffFailureWords } from './admin-words';
import styles from './admin.module.css';
import { loadAdminCalls } from './use-admin';

const searchSchema = z.object({ query: customerSearchText });

/** The gateway names the search box `query.query`: its rule is shown beside the box. */
function describeSearchFailure(error: unknown): SendFailure<'query'> {
  const field =
    error instanceof GatewayError && error.fields.find(({ path }) => path === 'query.query');
  return field
    ? { message: null, fields: [{ name: 'query', message: field.message }] }
    : { message: staffFailureWords(error), fields: [] };
}

export interface CustomerSearchFormProps {
  /** The search in the address: what the box shows, again after Back or a reload. */
  query: string;
  /** The gateway's answer to the search as sent (trimmed). */
  onFound: (query: string, results: CustomerSearchResults) => Promise<void>;
}

/** One box for an account number, an email address (or its start) or a postcode. */
export function CustomerSearchForm({ query, onFound }: CustomerSearchFormProps) {
  const { form, submit, alert } = useGatewayForm({
    schema: searchSchema,
    defaultValues: { query },
    describeFailure: describeSearchFailure,
    async send(values) {
      await onFound(values.query, await (await loadAdminCalls()).searchCustomers(values.query));
    },
  });
  // Back and Forward change the search in the address: the box follows. A search just sent
  // is already in it (as typed, perhaps with spaces), and stays as it is.
  const { getValues, reset } = form;
  useEffect(() => {
    if (getValues('query').trim() !== query) reset({ query });
  }, [query, getValues, reset]);

  return (
    <form
      className={`${panels.form} ${styles.searchForm}`}
      role="search"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <FormAlert message={alert} />
      <FormField
        form={form}
        name="query"
        type="search"
        label="Account number, email address or postcode"
        hint="Account numbers have 8 digits; an email address may be just its start, up to the @."
        autoComplete="off"
        spellCheck={false}
      />
      <SubmitButton form={form}>Find customers</SubmitButton>
    </form>
  );
}
