import { useMemo, useState } from 'react';
import { useSession } from '@/features/session';
import { FormField } from '@/lib/forms/form-field';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
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
import { saveCustomer } from './save-customer';

/** Title, phone and the email the customer logs in with (a new one needs their password). */
export function ContactSection({ customer }: { customer: Customer }) {
  const { replaceCustomer } = useSession();
  const [saved, setSaved] = useState<string | null>(null);
  const schema = useMemo(() => contactSchema(customer), [customer]);
  const { form, submit, alert } = useGatewayForm({
    schema,
    defaultValues: contactDefaults(customer),
    async send(values) {
      setSaved(null);
      const update = contactUpdateFrom(customer, values);
      const after =
        Object.keys(update).length > 0 ? await saveCustomer(customer.id, update) : customer;
      replaceCustomer(after);
      form.reset(contactDefaults(after));
      setSaved(contactSavedWords(customer, after));
    },
  });
  const emailChanged = form.watch('email').trim().toLowerCase() !== customer.email;

  return (
    <section className={panels.panel} aria-labelledby="contact-heading">
      <h2 id="contact-heading" className={panels.panelHeading}>
        Contact details
      </h2>
      {saved && (
        <p role="status" className={panels.confirmation}>
          {saved}
        </p>
      )}
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
    </section>
  );
}
