import { useRef, useState } from 'react';
import { useWatch, type DefaultValues } from 'react-hook-form';
import { browserClientId, randomToken } from '@/lib/client-id';
import { FormField } from '@/lib/forms/form-field';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  contactFields,
  type ContactFields,
} from '@/lib/gateway/contract/contact';
import { CONTACT_TOPICS } from '@/lib/gateway/contract/contact-topics';
import { sendContactMessage } from '@/lib/gateway/contact-messages';
import { FormAlert } from '@/lib/ui/form-alert';
import { Select } from '@/lib/ui/select';
import { Textarea } from '@/lib/ui/textarea';
import { SentConfirmation } from '../sent-confirmation';
import type { ContactFormBlok } from './schema';
import formStyles from '../block-form.module.css';
import styles from './contact-form.module.css';

// No topic: the select starts on the block's topic, or on "Choose a topic", which the schema
// refuses. The topic is the select's own default, so the server-rendered page shows it before
// the form hydrates, and react-hook-form reads it (or what the visitor picked) from the page.
const EMPTY: DefaultValues<ContactFields> = {
  name: '',
  email: '',
  accountNumber: '',
  message: '',
  website: '',
};

/**
 * One Idempotency-Key per message: sending the same details again after a failure reuses it,
 * so a send that did get through is not delivered twice; changed details get a new key.
 */
function useIdempotencyKey() {
  const pending = useRef<{ details: string; key: string } | null>(null);
  return {
    keyFor(details: object): string {
      const serialised = JSON.stringify(details);
      if (pending.current?.details !== serialised) {
        pending.current = { details: serialised, key: randomToken() };
      }
      return pending.current.key;
    },
    sent() {
      pending.current = null;
    },
  };
}

export function ContactFormFields({ blok }: { blok: ContactFormBlok }) {
  const idempotency = useIdempotencyKey();
  const [reference, setReference] = useState<string | null>(null);
  const { form, submit, alert } = useGatewayForm({
    schema: contactFields,
    defaultValues: EMPTY,
    async send(details) {
      const receipt = await sendContactMessage(
        { ...details, clientId: browserClientId() },
        { idempotencyKey: idempotency.keyFor(details) },
      );
      idempotency.sent();
      setReference(receipt.reference);
    },
  });
  const message = useWatch({ control: form.control, name: 'message' });

  if (reference) {
    return (
      <SentConfirmation
        message={`Thank you, we've got your message. Your reference is ${reference}.`}
        detail={blok.success_text}
      />
    );
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <FormField form={form} name="name" label="Your name" autoComplete="name" />
      <FormField form={form} name="email" label="Email address" type="email" autoComplete="email" />
      <FormField
        form={form}
        name="accountNumber"
        label="Account number"
        inputMode="numeric"
        hint="Optional: 8 digits, on your bills and in your online account"
      />
      <FormField form={form} name="topic" as={Select} label="Topic" defaultValue={blok.topic}>
        <option value="">Choose a topic</option>
        {Object.entries(CONTACT_TOPICS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </FormField>
      <FormField
        form={form}
        name="message"
        as={Textarea}
        label="Your message"
        rows={8}
        characterLimit={CONTACT_MESSAGE_MAX_LENGTH}
        length={message?.length ?? 0}
      />
      {/* A trap for robots: hidden from people and from assistive technology. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input
          id="contact-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.register('website')}
        />
      </div>
      {blok.privacy_text && <p className={styles.privacy}>{blok.privacy_text}</p>}
      <FormAlert message={alert} />
      <SubmitButton form={form}>{blok.submit_label ?? 'Send message'}</SubmitButton>
    </form>
  );
}
