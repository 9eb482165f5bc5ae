import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/lib/forms/form-field';
import { FormFieldset } from '@/lib/forms/form-fieldset';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import {
  SWITCH_RATING_COMMENT_MAX_LENGTH,
  switchRatingRequest,
} from '@/lib/gateway/contract/feedback';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { rateSwitch } from '@/lib/gateway/switch-ratings';
import { FormAlert } from '@/lib/ui/form-alert';
import { Textarea } from '@/lib/ui/textarea';
import { SentConfirmation } from '../sent-confirmation';
import type { RateYourSwitchBlok } from './schema';
import { STAR_VALUES, StarChoice } from './star-choice';
import formStyles from '../block-form.module.css';
import styles from './rate-your-switch.module.css';

const DEFAULTS = {
  question: 'How did your switch to So Energy go?',
  commentLabel: 'Tell us more (optional)',
  submitLabel: 'Send my rating',
  thankYou: 'Thank you for rating your switch. Every rating helps us make switching easier.',
};

/** The radios give the chosen star as text, or null before one is chosen. */
const ratingForm = z.object({
  stars: z.preprocess(
    (value) => (value === null || value === '' ? undefined : Number(value)),
    switchRatingRequest.shape.stars,
  ),
  comment: switchRatingRequest.shape.comment,
});

export function SwitchRatingForm({
  blok,
  reference,
}: {
  blok: RateYourSwitchBlok;
  reference: string;
}) {
  const [finished, setFinished] = useState<string | null>(null);
  const { form, submit, alert } = useGatewayForm({
    schema: ratingForm,
    defaultValues: { comment: '' },
    async send({ stars, comment: text }) {
      try {
        await rateSwitch({ reference, stars, ...(text ? { comment: text } : {}) });
        setFinished(blok.thank_you_text ?? DEFAULTS.thankYou);
      } catch (error) {
        // Already rated: nothing more to do here, so say so in place of the form.
        if (!(error instanceof GatewayError && error.statusCode === 409)) throw error;
        setFinished(error.message);
      }
    },
  });
  const chosen = Number(useWatch({ control: form.control, name: 'stars' }) ?? 0);
  const comment = useWatch({ control: form.control, name: 'comment' }) ?? '';

  if (finished) return <SentConfirmation message={finished} />;

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <FormFieldset
        form={form}
        name="stars"
        legend={blok.question ?? DEFAULTS.question}
        legendClassName={styles.question}
      >
        {(choice) => (
          <div className={styles.stars}>
            {STAR_VALUES.map((stars) => (
              <StarChoice key={stars} stars={stars} filled={stars <= chosen} choice={choice} />
            ))}
          </div>
        )}
      </FormFieldset>
      <FormField
        form={form}
        name="comment"
        as={Textarea}
        label={blok.comment_label ?? DEFAULTS.commentLabel}
        rows={4}
        characterLimit={SWITCH_RATING_COMMENT_MAX_LENGTH}
        length={comment.length}
      />
      <FormAlert message={alert} />
      <SubmitButton form={form}>{blok.submit_label ?? DEFAULTS.submitLabel}</SubmitButton>
    </form>
  );
}
