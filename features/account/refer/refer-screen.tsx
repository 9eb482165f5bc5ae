import { LoadFailure } from '@/lib/ui/load-failure';
import panels from '../screen/panels.module.css';
import { ScreenData } from '../screen/screen-data';
import { useReferrals } from './data/use-referrals';
import { ReferralLinkPlaceholder, ReferralLinkSection } from './referral-link-section';
import { ReferralsPlaceholder, ReferralsSection } from './referrals-section';

/** Refer a Friend (/accounts/refer): the customer's link to share, and the friends who used it. */
export function ReferScreen({ accountId }: { accountId: number }) {
  return (
    <ScreenData
      query={useReferrals(accountId)}
      placeholder={
        <div className={panels.screen}>
          <ReferralLinkPlaceholder />
          <ReferralsPlaceholder />
        </div>
      }
      failure={(error, retry) => (
        <LoadFailure message={`We could not load your referrals. ${error.message}`} retry={retry} />
      )}
    >
      {(referrals) => (
        <div className={panels.screen}>
          <ReferralLinkSection offer={referrals} />
          <ReferralsSection referrals={referrals} />
        </div>
      )}
    </ScreenData>
  );
}
