import { useState } from 'react';
import { useSession } from '@/features/session';
import { randomToken } from '@/lib/client-id';
import { formatLongDate } from '@/lib/format-date';
import { FormField } from '@/lib/forms/form-field';
import { FormFieldset } from '@/lib/forms/form-fieldset';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import {
  nameChangeReasons,
  type Customer,
  type NameChangeRequest,
  type NameChangeRequestInput,
} from '@/lib/gateway/contract/customer';
import { createIdempotentAttempts } from '@/lib/gateway/idempotent-attempts';
import { FormAlert } from '@/lib/ui/form-alert';
import { Textarea } from '@/lib/ui/textarea';
import panels from '../screen/panels.module.css';
import { DetailsPanel } from './details-panel';
import {
  NAME_CHANGE_DEFAULTS,
  NAME_CHANGE_REASON_LABELS,
  nameChangeSchema,
} from './name-change-form';

function RequestReceived({ request }: { request: NameChangeRequest }) {
  return (
    <p role="status" className={panels.confirmation}>
      You asked us on {formatLongDate(request.requestedAt)} to change your name to{' '}
      {request.firstName} {request.lastName} (
      {NAME_CHANGE_REASON_LABELS[request.reason].toLowerCase()}
      ). We will write to you within 5 working days to ask for a copy of the document that shows it,
      then change it on every account.
    </p>
  );
}

/**
 * The customer's name, and a way to ask for it to change: a name on an energy account changes
 * once we have seen the document behind it, so this is a request that staff deal with.
 */
export function NameSection({ customer }: { customer: Customer }) {
  const { replaceCustomer } = useSession();
  const [attempts] = useState(() =>
    createIdempotentAttempts(
      async (body: NameChangeRequestInput, options) =>
        (await import('@/lib/gateway/customers')).requestNameChange(customer.id, body, options),
      randomToken,
    ),
  );
  const { form, submit, alert } = useGatewayForm({
    schema: nameChangeSchema,
    defaultValues: NAME_CHANGE_DEFAULTS,
    async send(values) {
      const request = await attempts.send(values);
      replaceCustomer({ ...customer, pendingNameChange: request });
    },
  });
  const pending = customer.pendingNameChange;

  return (
    <DetailsPanel heading="Your name">
      <p>
        {customer.title} {customer.firstName} {customer.lastName}
      </p>
      {pending ? (
        <RequestReceived request={pending} />
      ) : (
        <form className={panels.form} onSubmit={(event) => void submit(event)} noValidate>
          <h3>Ask us to change your name</h3>
          <FormAlert message={alert} />
          <FormField
            form={form}
            name="firstName"
            label="New first name"
            autoComplete="given-name"
          />
          <FormField form={form} name="lastName" label="New last name" autoComplete="family-name" />
          <FormFieldset form={form} name="reason" legend="Why is your name changing?">
            {(choice) =>
              nameChangeReasons.map((reason) => (
                <label key={reason} className={panels.choice}>
                  <input type="radio" value={reason} {...choice} />
                  {NAME_CHANGE_REASON_LABELS[reason]}
                </label>
              ))
            }
          </FormFieldset>
          <FormField
            form={form}
            name="details"
            as={Textarea}
            label="Anything we should know (needed for something else)"
            rows={3}
          />
          <SubmitButton form={form}>Ask to change my name</SubmitButton>
        </form>
      )}
    </DetailsPanel>
  );
}
