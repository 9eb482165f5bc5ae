import { normalisePostcode } from '@/lib/postcode';
import type { JourneyState } from '../journey/journey-state';
import { draftValues } from '../journey/journey-draft';
import {
  QUOTE_DRAFT,
  quoteFormDefaults,
  valuesFromAnswers,
  type QuoteFormValues,
} from './quote-form';

/** The draft's values that still fit the form (a field of the same kind), ignoring the rest. */
function fittingDraft(state: JourneyState, base: QuoteFormValues): Partial<QuoteFormValues> {
  const draft = draftValues(state, QUOTE_DRAFT);
  return Object.fromEntries(
    Object.entries(draft).filter(
      ([name, value]) =>
        name in base && typeof value === typeof base[name as keyof QuoteFormValues],
    ),
  );
}

/**
 * What the quote form opens with: the answers already given (coming back from a later step),
 * then whatever was typed since (the draft), then a postcode the link carried in, which starts
 * a new lookup when it is another home's.
 */
export function initialQuoteValues(
  state: JourneyState,
  queryPostcode: string | string[] | undefined,
): QuoteFormValues {
  const base =
    state.answers && state.address
      ? valuesFromAnswers(state.answers, state.address, state.evMarketingConsent)
      : { ...quoteFormDefaults, evMarketingConsent: state.evMarketingConsent };
  const values: QuoteFormValues = { ...base, ...fittingDraft(state, base) };
  const carried = typeof queryPostcode === 'string' ? normalisePostcode(queryPostcode) : null;
  if (!carried || carried === normalisePostcode(values.postcode)) return values;
  return { ...values, postcode: carried, uprn: '' };
}
