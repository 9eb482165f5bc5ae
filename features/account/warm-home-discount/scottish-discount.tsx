import { useEffect, useState } from 'react';
import type { BroaderGroup, WarmHomeDiscount } from '@/lib/gateway/contract/warm-home-discount';
import {
  BENEFIT_ENOUGH_ON_ITS_OWN,
  BROADER_GROUP_BENEFITS,
  HOUSEHOLD_FACTS,
} from '@/lib/gateway/contract/warm-home-discount-scheme';
import { formatLongDate } from '@/lib/format-date';
import { formatOfferPounds } from '@/lib/format-money';
import { formatCount } from '@/lib/format-number';
import { codeSplit } from '@/lib/ui/code-split';
import { FormLoading } from '../screen/form-loading';
import { Panel } from '../screen/panel';
import panels from '../screen/panels.module.css';
import { ApplicationStatus } from './application-status';
import { MatchStatus } from './discount-status';
import { BENEFIT_LABELS, HOUSEHOLD_FACT_LABELS } from './discount-words';
import styles from './warm-home-discount.module.css';

// The form (react-hook-form, the contract's zod) loads as the screen mounts, in its place.
const loadForm = () => import('./broader-group-form').then((module) => module.BroaderGroupForm);
const BroaderGroupForm = codeSplit(loadForm, () => <FormLoading minHeight="58rem" />);

function HowItWorksInScotland({ discount }: { discount: WarmHomeDiscount }) {
  return (
    <Panel heading="How it works in Scotland">
      <p>
        The Warm Home Discount takes {formatOfferPounds(discount.amountPence)} off your electricity
        bill once each scheme year (1 April to 31 March), paid over the winter.
      </p>
      <p>
        If you get the Guarantee Credit part of Pension Credit, you do not need to apply: the
        government tells us, and we take it off automatically.
      </p>
      <p>
        Otherwise you can apply to us for one of our Broader Group places if you, or a partner who
        lives with you, get one of these benefits:
      </p>
      <ul className={styles.list}>
        {BROADER_GROUP_BENEFITS.map((benefit) => (
          <li key={benefit}>{BENEFIT_LABELS[benefit]}</li>
        ))}
      </ul>
      <p>
        With any of them but {BENEFIT_LABELS[BENEFIT_ENOUGH_ON_ITS_OWN]}, one of these must also be
        true of your home:
      </p>
      <ul className={styles.list}>
        {HOUSEHOLD_FACTS.map((fact) => (
          <li key={fact}>{HOUSEHOLD_FACT_LABELS[fact]}</li>
        ))}
      </ul>
      <p>We have a limited number of places each year, given in the order applications reach us.</p>
    </Panel>
  );
}

const places = (count: number) => formatCount(count, 'place', 'places');

interface ApplyProps {
  accountId: number;
  year: string;
  group: BroaderGroup;
  onApplied: () => void;
}

/** The form while places are left; otherwise when applications open, or that they are full. */
function Apply({ accountId, year, group, onApplied }: ApplyProps) {
  return (
    <Panel heading={`Apply for ${year}`}>
      {group.status === 'open' ? (
        <>
          <p>
            We have {places(group.placesLeft)} left for {year}. Tell us about the person who gets
            the benefit: you, or your partner.
          </p>
          <BroaderGroupForm accountId={accountId} onApplied={onApplied} />
        </>
      ) : group.status === 'full' ? (
        <p>
          All our Broader Group places for {year} have been taken, so we cannot take more
          applications this year.
        </p>
      ) : group.opensOn ? (
        <p>
          Applications for {year} open on {formatLongDate(group.opensOn)}. Come back then to apply.
        </p>
      ) : (
        <p>Applications for {year} are not open yet. We open them in the autumn.</p>
      )}
    </Panel>
  );
}

type ScottishWarmHomeDiscount = Extract<WarmHomeDiscount, { scheme: 'scotland' }>;

/**
 * Scotland: a customer on the Guarantee Credit of Pension Credit is matched automatically; others
 * on certain benefits apply to us for a Broader Group place. The screen explains who can, takes
 * the application while places are left, then shows where it has got to.
 */
export function ScottishDiscount({
  accountId,
  discount,
}: {
  accountId: number;
  discount: ScottishWarmHomeDiscount;
}) {
  const [justSent, setJustSent] = useState(false);
  const { broaderGroup, match } = discount;
  const applying = match.status === 'not-matched' && !broaderGroup.application;
  useEffect(() => {
    if (applying && broaderGroup.status === 'open') void BroaderGroupForm.preload();
  }, [applying, broaderGroup.status]);
  const year = discount.schemeYear.label;
  const howItWorks = <HowItWorksInScotland discount={discount} />;
  return (
    <div className={panels.screen}>
      {match.status !== 'not-matched' ? (
        <>
          <Panel heading={`Your discount for ${year}`}>
            <MatchStatus match={match} discount={discount} />
          </Panel>
          {howItWorks}
        </>
      ) : broaderGroup.application ? (
        <>
          <ApplicationStatus
            application={broaderGroup.application}
            discount={discount}
            justSent={justSent}
          />
          {howItWorks}
        </>
      ) : (
        <>
          {howItWorks}
          <Apply
            accountId={accountId}
            year={year}
            group={broaderGroup}
            onApplied={() => setJustSent(true)}
          />
        </>
      )}
    </div>
  );
}
