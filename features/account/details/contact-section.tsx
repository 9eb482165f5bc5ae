import { useMemo } from 'react';
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

/** Title, phone and the email the customer logs in with (a new one needs their password). */
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
          hint="You log in with this, and we send your bills to it."
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
