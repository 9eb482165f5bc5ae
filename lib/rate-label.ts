import type { RateName } from '@/lib/gateway/contract/rate-names';

const RATE_LABELS: Readonly<Record<RateName, string>> = {
  standard: 'All day',
  day: 'Day',
  night: 'Night',
  'SO EV Peak': 'Peak',
  'SO EV Off-Peak': 'Off-peak',
};

/** What customers call an electricity rate: 'day' → 'Day', 'SO EV Off-Peak' → 'Off-peak'. */
export const rateLabel = (name: RateName) => RATE_LABELS[name];
