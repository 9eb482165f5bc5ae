import { z } from 'zod';
import { browserClientId } from '@/lib/client-id';
import { FormFieldset } from '@/lib/forms/form-fieldset';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import type { PollResults } from '@/lib/gateway/contract/votes';
import { castVote } from '@/lib/gateway/votes';
import { FormAlert } from '@/lib/ui/form-alert';
import type { EnergySourceVoteBlok } from './schema';
import { rememberVote } from './vote-cookie';
import formStyles from '../block-form.module.css';
import styles from './energy-source-vote.module.css';

export interface Vote {
  optionId: string;
  /** False when the gateway already had a vote from this browser. */
  counted: boolean;
  /** Voted on this visit (rather than remembered from an earlier one). */
  justNow: boolean;
}

const CHOOSE_MESSAGE = 'Choose an option to vote';

export function VoteForm({
  blok,
  onVoted,
}: {
  blok: EnergySourceVoteBlok;
  onVoted: (results: PollResults, vote: Vote) => void;
}) {
  const optionIds = blok.options.map((option) => option.option_id);
  const schema = z.object({
    optionId: z
      .string({ error: CHOOSE_MESSAGE })
      .refine((id) => optionIds.includes(id), { error: CHOOSE_MESSAGE }),
  });
  const { form, submit, alert } = useGatewayForm({
    schema,
    defaultValues: { optionId: '' },
    async send({ optionId }) {
      const outcome = await castVote(blok.poll_id, { optionId, voterId: browserClientId() });
      rememberVote(blok.poll_id, outcome.yourVote);
      const { yourVote, counted, ...results } = outcome;
      onVoted(results, { optionId: yourVote, counted, justNow: true });
    },
  });

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <FormFieldset
        form={form}
        name="optionId"
        legend={blok.question}
        legendClassName={styles.question}
      >
        {(choice) => (
          <div className={styles.options}>
            {blok.options.map((option) => (
              <label key={option._uid} className={styles.option}>
                <input type="radio" value={option.option_id} {...choice} />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
        )}
      </FormFieldset>
      <FormAlert message={alert} />
      <SubmitButton form={form}>{blok.submit_label ?? 'Vote'}</SubmitButton>
    </form>
  );
}
