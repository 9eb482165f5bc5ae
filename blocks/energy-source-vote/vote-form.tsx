import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { browserClientId } from '@/lib/client-id';
import { useSendFailure } from '@/lib/forms/use-send-failure';
import type { PollResults, VoteOutcome } from '@/lib/gateway/contract/votes';
import { castVote } from '@/lib/gateway/marketing';
import { Button } from '@/lib/ui/button';
import { Fieldset } from '@/lib/ui/fieldset';
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
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { optionId: '' },
  });
  const failure = useSendFailure(form.setError, ['optionId']);

  const submit = form.handleSubmit(async ({ optionId }) => {
    failure.clear();
    let outcome: VoteOutcome;
    try {
      outcome = await castVote(blok.poll_id, { optionId, voterId: browserClientId() });
    } catch (error) {
      failure.show(error);
      return;
    }
    rememberVote(blok.poll_id, outcome.yourVote);
    const { yourVote, counted, ...results } = outcome;
    onVoted(results, { optionId: yourVote, counted, justNow: true });
  });

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <Fieldset
        legend={blok.question}
        legendClassName={styles.question}
        error={form.formState.errors.optionId?.message}
      >
        <div className={styles.options}>
          {blok.options.map((option) => (
            <label key={option._uid} className={styles.option}>
              <input type="radio" value={option.option_id} {...form.register('optionId')} />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </Fieldset>
      <FormAlert message={failure.message} />
      <Button type="submit" loading={form.formState.isSubmitting}>
        {blok.submit_label ?? 'Vote'}
      </Button>
    </form>
  );
}
