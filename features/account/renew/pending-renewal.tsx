import { Link } from '@/lib/ui/link';
import { formatLongDate, londonIsoDate } from '@/lib/format-date';
import type { AccountRenewal } from '@/lib/gateway/contract/renewals';
import { COOLING_OFF_DAYS } from '@/lib/gateway/contract/messages';
import { addDays } from '@/lib/iso-date';
import { PhoneLink } from '@/lib/ui/phone-link';
import { Panel } from '../screen/panel';

/** The Consumer Contracts Regulations' cooling-off period for an agreement made online. */

/** The renewal under way: what it changes, from when, and until when it can be cancelled. */
export function PendingRenewal({ renewal }: { renewal: AccountRenewal }) {
  const requestedOn = londonIsoDate(renewal.requestedAt);
  return (
    <Panel heading="Your renewal is under way">
      {renewal.tariffName && renewal.supplyStartDate ? (
        <p>
          You are moving to <strong>{renewal.tariffName}</strong> on{' '}
          {formatLongDate(renewal.supplyStartDate)}. Until then, you keep the prices you have now.
        </p>
      ) : (
        <p>We are renewing your tariff, and we will write to you with your new prices.</p>
      )}
      <p>
        You asked us to renew on {formatLongDate(requestedOn)}. If you change your mind, call us on{' '}
        <PhoneLink /> by {formatLongDate(addDays(requestedOn, COOLING_OFF_DAYS))} and we will cancel
        it at no cost.
      </p>
      <p>
        <Link href="/accounts/tariff-information">See the tariff you are on now</Link>
      </p>
    </Panel>
  );
}
