import { useEffect, useRef } from 'react';
import type {
  BroaderGroupApplication,
  WarmHomeDiscount,
} from '@/lib/gateway/contract/warm-home-discount';
import { formatLongDate } from '@/lib/format-date';
import { Panel } from '../screen/panel';
import { applicationStatusWords, BENEFIT_LABELS } from './discount-words';
import styles from './warm-home-discount.module.css';

const STATUS_TITLES: Readonly<Record<BroaderGroupApplication['status'], string>> = {
  Received: 'Received',
  'Under review': 'Being checked',
  Accepted: 'Accepted',
  Declined: 'Not accepted',
};

interface ApplicationStatusProps {
  application: BroaderGroupApplication;
  discount: WarmHomeDiscount;
  /** Just sent: the status takes focus, as the form that sent it has gone. */
  justSent: boolean;
}

/** The Broader Group application: where it has got to, and what the customer told us. */
export function ApplicationStatus({ application, discount, justSent }: ApplicationStatusProps) {
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (justSent) status.current?.focus();
  }, [justSent]);
  return (
    <Panel heading="Your application">
      <p ref={status} tabIndex={-1} className={styles.status}>
        {STATUS_TITLES[application.status]}
      </p>
      <p>
        {applicationStatusWords(
          application,
          discount.amountPence,
          formatLongDate(discount.schemeYear.to),
        )}
      </p>
      <dl className={styles.facts}>
        <dt>Sent on</dt>
        <dd>{formatLongDate(application.submittedAt)}</dd>
        <dt>Benefit</dt>
        <dd>{BENEFIT_LABELS[application.benefit]}</dd>
        <dt>Who gets it</dt>
        <dd>{application.benefitHolder === 'customer' ? 'You' : 'Your partner'}</dd>
        <dt>Name on the benefit</dt>
        <dd>{application.nameOnBenefit}</dd>
        <dt>National Insurance number</dt>
        <dd>Ending {application.nationalInsuranceNumberEnd}</dd>
      </dl>
    </Panel>
  );
}
