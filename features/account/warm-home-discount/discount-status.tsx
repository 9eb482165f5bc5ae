import { Link } from '@/lib/ui/link';
import type {
  WarmHomeDiscount,
  WarmHomeDiscountMatch,
} from '@/lib/gateway/contract/warm-home-discount';
import { WARM_HOME_DISCOUNT_HELPLINE } from '@/lib/gateway/contract/warm-home-discount-scheme';
import { formatLongDate } from '@/lib/format-date';
import { formatOfferPounds } from '@/lib/format-money';
import styles from './warm-home-discount.module.css';

/** The government's helpline, to call. */
export function HelplineLink() {
  return <a href={WARM_HOME_DISCOUNT_HELPLINE.href}>{WARM_HOME_DISCOUNT_HELPLINE.display}</a>;
}

interface MatchStatusProps {
  match: WarmHomeDiscountMatch;
  discount: WarmHomeDiscount;
}

/** What the government's matching found this scheme year, and what happens next, in words. */
export function MatchStatus({ match, discount }: MatchStatusProps) {
  const amount = formatOfferPounds(discount.amountPence);
  const yearEnd = formatLongDate(discount.schemeYear.to);
  switch (match.status) {
    case 'paid':
      return (
        <>
          <p className={styles.status}>Paid on {formatLongDate(match.paidOn)}</p>
          <p>
            We took {formatOfferPounds(match.amountPence)} off your electricity bill on{' '}
            {formatLongDate(match.paidOn)}. You can see it as a credit on{' '}
            <Link href="/accounts/balance">Bills & Transactions</Link>. There is nothing more to do
            this year.
          </p>
        </>
      );
    case 'matched':
      return (
        <>
          <p className={styles.status}>You qualify</p>
          <p>
            The government has told us you qualify. We will take {amount} off your electricity bill
            by {yearEnd}, and it will show as a credit on your account. You do not need to do
            anything.
          </p>
        </>
      );
    case 'confirm-by-phone':
      return (
        <>
          <p className={styles.status}>Call the government by {formatLongDate(match.confirmBy)}</p>
          <p>
            The government has written to you to check your details before you can get the discount.
            Call its Warm Home Discount helpline on <HelplineLink /> by{' '}
            {formatLongDate(match.confirmBy)}, the date on your letter. Once you have, it tells us
            and we take {amount} off your electricity bill by {yearEnd}.
          </p>
        </>
      );
    case 'not-matched':
      return (
        <>
          <p className={styles.status}>Not matched yet</p>
          <p>
            The government has not told us that you qualify for {discount.schemeYear.label}. It
            matches its records with ours through the winter, so this can change: if it does, we
            take {amount} off your electricity bill by {yearEnd} without you doing anything.
          </p>
        </>
      );
  }
}
