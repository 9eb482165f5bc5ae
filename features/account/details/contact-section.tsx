import { useMemo } from 'react';
import { formatDateTime } from '@/lib/format-date';
import { FormField } from '@/lib/forms/form-field';
import { SubmitButton } from '@/lib/forms/submit-button';
import { titles, type Customer } from '@/lib/gateway/contract/customer';
import { FormAlert } from '@/lib/ui/form-alert';
import { Select } from '@/lib/ui/select';
import panels from '../screen/panels.module.css';
import {
  contactDefaults,
  contactSavedWords,
  contactSchema,
  contactUpdateFrom,
} from './contact-form';
import { DetailsPanel } from './details-panel';
import { useCustomerForm } from './use-customer-form';

/** Where a new login email stands: its link still to be opened, or expired. */
function pendingEmailWords({ email, expiresAt }: NonNullable<Customer['pendingEmail']>): string {
  return new Date(expiresAt).getTime() <= Date.now()
    ? `The link we sent to ${email} has expired: to log in with it, enter it again and save.`
    : `To log in with ${email} instead, open the link we emailed there by ` +
        `${formatDateTime(expiresAt)}.`;
}

/**
 * Title, phone and the email the customer logs in with: a new one needs their password, and
 * moves the login once the link emailed to it is opened (/accounts/confirm-email).
 */
export function ContactSection({ customer }: { customer: Customer }) {
  const schema = useMemo(() => contactSchema(customer), [customer]);
  const { form, submit, alert, saved } = useCustomerForm({
    customer,
    schema,
    defaults: contactDefaults,
    update: (values) => contactUpdateFrom(customer, values),
    savedWords: contactSavedWords,
  });
  const emailChanged = form.watch('email').trim().toLowerCase() !== customer.email;

  return (
    <DetailsPanel heading="Contact details" saved={saved}>
      <form className={panels.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormAlert message={alert} />
        <FormField form={form} name="title" as={Select} label="Title">
          {titles.map((title) => (
            <option key={title} value={title}>
              {title}
            </option>
          ))}
        </FormField>
        <FormField form={form} name="phone" label="Phone number" type="tel" autoComplete="tel" />
        <FormField
          form={form}
          name="email"
          label="Email address"
          hint={[
            'You log in with this, and we send your bills to it.',
            customer.pendingEmail && pendingEmailWords(customer.pendingEmail),
          ]
            .filter(Boolean)
            .join(' ')}
          type="email"
          autoComplete="email"
        />
        {emailChanged && (
          <FormField
            form={form}
            name="currentPassword"
            label="Your current password"
            hint="To keep your account safe, we ask for it before you change the email you log in with."
            type="password"
            autoComplete="current-password"
          />
        )}
        <SubmitButton form={form}>Save contact details</SubmitButton>
      </form>
    </DetailsPanel>
  );
}
