import { LoadFailure } from '@/lib/ui/load-failure';
import panels from '../screen/panels.module.css';
import { useReferrals } from './data/use-referrals';
import { ReferralLinkSection } from './referral-link-section';
import { ReferralsSection } from './referrals-section';

/** Refer a Friend (/accounts/refer): the customer's link to share, and the friends who used it. */
export function ReferScreen({ accountId }: { accountId: number }) {
  const { data, error, mutate } = useReferrals(accountId);

  if (error && !data) {
    return (
      <LoadFailure
        message={`We could not load your referrals. ${error.message}`}
        retry={() => void mutate()}
      />
    );
  }
  return (
    <div className={panels.screen}>
      <ReferralLinkSection offer={data} />
      <ReferralsSection referrals={data} />
    </div>
  );
}
