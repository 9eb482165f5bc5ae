import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, useWatch, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { browserClientId, randomToken } from '@/lib/client-id';
import { useSendFailure } from '@/lib/forms/use-send-failure';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_TOPICS,
  contactFields,
  type ContactFields,
} from '@/lib/gateway/contract/contact';
import { sendContactMessage } from '@/lib/gateway/marketing';
import { Button } from '@/lib/ui/button';
import { FormAlert } from '@/lib/ui/form-alert';
import { Input } from '@/lib/ui/input';
import { Select } from '@/lib/ui/select';
import { Textarea } from '@/lib/ui/textarea';
import { SentConfirmation } from '../sent-confirmation';
import type { ContactFormBlok } from './schema';
import formStyles from '../block-form.module.css';
import styles from './contact-form.module.css';

const FIELDS = ['name', 'email', 'accountNumber', 'topic', 'message'] as const;

// No topic: the select starts on "Choose a topic", which the schema refuses.
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
  const form = useForm<ContactFields, unknown, z.output<typeof contactFields>>({
    resolver: zodResolver(contactFields),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' });
  const idempotency = useIdempotencyKey();
  const failure = useSendFailure(form.setError, FIELDS);
  const [reference, setReference] = useState<string | null>(null);

  const submit = form.handleSubmit(async (details) => {
    failure.clear();
    try {
      const receipt = await sendContactMessage(
        { ...details, clientId: browserClientId() },
        { idempotencyKey: idempotency.keyFor(details) },
      );
      idempotency.sent();
      setReference(receipt.reference);
    } catch (error) {
      failure.show(error);
    }
  });

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
      <Input
        label="Your name"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Input
        label="Email address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Input
        label="Account number (optional)"
        inputMode="numeric"
        hint="8 digits, on your bills and in your online account"
        error={errors.accountNumber?.message}
        {...form.register('accountNumber')}
      />
      <Select
        label="What is your message about?"
        error={errors.topic?.message}
        {...form.register('topic')}
      >
        <option value="">Choose a topic</option>
        {Object.entries(CONTACT_TOPICS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
      <Textarea
        label="Your message"
        rows={8}
        characterLimit={CONTACT_MESSAGE_MAX_LENGTH}
        length={message?.length ?? 0}
        error={errors.message?.message}
        {...form.register('message')}
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
      <FormAlert message={failure.message} />
      <Button type="submit" loading={isSubmitting}>
        {blok.submit_label ?? 'Send message'}
      </Button>
    </form>
  );
}
