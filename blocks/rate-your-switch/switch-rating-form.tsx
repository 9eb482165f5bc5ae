import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useSendFailure } from '@/lib/forms/use-send-failure';
import {
  SWITCH_RATING_COMMENT_MAX_LENGTH,
  switchRatingRequest,
} from '@/lib/gateway/contract/feedback';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { rateSwitch } from '@/lib/gateway/marketing';
import { Button } from '@/lib/ui/button';
import { Fieldset } from '@/lib/ui/fieldset';
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
  const form = useForm<z.input<typeof ratingForm>, unknown, z.output<typeof ratingForm>>({
    resolver: zodResolver(ratingForm),
    defaultValues: { comment: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const chosen = Number(useWatch({ control: form.control, name: 'stars' }) ?? 0);
  const comment = useWatch({ control: form.control, name: 'comment' }) ?? '';
  const failure = useSendFailure(form.setError, ['stars', 'comment']);
  const [finished, setFinished] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ stars, comment: text }) => {
    failure.clear();
    try {
      await rateSwitch({ reference, stars, ...(text ? { comment: text } : {}) });
      setFinished(blok.thank_you_text ?? DEFAULTS.thankYou);
    } catch (error) {
      // Already rated: nothing more to do here, so say so in place of the form.
      if (error instanceof GatewayError && error.statusCode === 409) {
        setFinished(error.message);
        return;
      }
      failure.show(error);
    }
  });

  if (finished) return <SentConfirmation message={finished} />;

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <Fieldset
        legend={blok.question ?? DEFAULTS.question}
        legendClassName={styles.question}
        error={errors.stars?.message}
      >
        <div className={styles.stars}>
          {STAR_VALUES.map((stars) => (
            <StarChoice
              key={stars}
              stars={stars}
              filled={stars <= chosen}
              field={form.register('stars')}
            />
          ))}
        </div>
      </Fieldset>
      <Textarea
        label={blok.comment_label ?? DEFAULTS.commentLabel}
        rows={4}
        characterLimit={SWITCH_RATING_COMMENT_MAX_LENGTH}
        length={comment.length}
        error={errors.comment?.message}
        {...form.register('comment')}
      />
      <FormAlert message={failure.message} />
      <Button type="submit" loading={isSubmitting}>
        {blok.submit_label ?? DEFAULTS.submitLabel}
      </Button>
    </form>
  );
}
