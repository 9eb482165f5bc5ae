import * as z from 'zod/mini';
import { optionalText } from '@/lib/content/fields';
import { MAX_POLL_OPTIONS, POLL_SLUG_PATTERN } from '@/lib/gateway/contract/poll-limits';
import { blokBase, nestedBloks } from '../block-definition';

const slug = (what: string, example: string) =>
  z
    .string()
    .check(
      z.regex(
        POLL_SLUG_PATTERN,
        `Give the ${what} an id of lower-case letters, digits and hyphens, e.g. ${example}`,
      ),
    );

/** One answer editors offer: its id is what the gateway counts, so never change it mid-poll. */
export const voteOptionSchema = z.extend(blokBase, {
  component: z.literal('vote_option'),
  option_id: slug('option', 'onshore-wind'),
  label: z.string().check(z.minLength(1, 'Give the option a label')),
});
export type VoteOptionBlok = z.infer<typeof voteOptionSchema>;

export const energySourceVoteSchema = z.extend(blokBase, {
  component: z.literal('energy_source_vote'),
  /** Names the poll at the gateway: a new poll needs a new id. */
  poll_id: slug('poll', 'next-green-generator'),
  question: z.string().check(z.minLength(1, 'Ask the question people vote on')),
  options: z.array(voteOptionSchema).check(
    z.minLength(2, 'Give at least two options'),
    z.maxLength(MAX_POLL_OPTIONS, `Give at most ${MAX_POLL_OPTIONS} options`),
    z.refine(
      (options) => new Set(options.map((option) => option.option_id)).size === options.length,
      'Give every option a different id',
    ),
    nestedBloks,
  ),
  submit_label: optionalText,
});
export type EnergySourceVoteBlok = z.infer<typeof energySourceVoteSchema>;
