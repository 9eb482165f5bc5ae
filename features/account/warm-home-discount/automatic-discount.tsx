import type { WarmHomeDiscount } from '@/lib/gateway/contract/warm-home-discount';
import { formatOfferPounds } from '@/lib/format-money';
import { Panel } from '../screen/panel';
import panels from '../screen/panels.module.css';
import { HelplineLink, MatchStatus } from './discount-status';

/**
 * England and Wales: nobody applies. The government matches its records with ours and tells us
 * who qualifies; the screen says what it found, what happens next and what to do with a letter.
 */
export function AutomaticDiscount({ discount }: { discount: WarmHomeDiscount }) {
  return (
    <div className={panels.screen}>
      <Panel heading={`Your discount for ${discount.schemeYear.label}`}>
        <MatchStatus match={discount.match} discount={discount} />
      </Panel>
      <Panel heading="How it works in England and Wales">
        <p>
          The Warm Home Discount takes {formatOfferPounds(discount.amountPence)} off your
          electricity bill once each scheme year (1 April to 31 March), paid over the winter.
        </p>
        <p>
          You do not need to apply. The government matches its records of benefits and homes with
          ours, and tells us who qualifies. We then take the discount off your bill automatically.
        </p>
      </Panel>
      <Panel heading="If you get a letter about it">
        <p>
          If the government writes to ask you to confirm your details, call its Warm Home Discount
          helpline on <HelplineLink /> by the date on the letter. We cannot confirm them for you.
        </p>
        <p>If you think you qualify but have heard nothing, call the same number.</p>
      </Panel>
    </div>
  );
}
