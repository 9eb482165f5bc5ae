import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { deferredPart } from '../deferred-part';
import { usePageContext } from '../page-context';
import type { FriendReferralBlok } from './schema';
import styles from './friend-referral.module.css';

// The gateway client loads only on the referral page.
const ReferralInvitation = deferredPart(() =>
  import('./referral-invitation').then((module) => module.ReferralInvitation),
);

/** On /r/{code}: who invited the visitor and the offer, with a quote link carrying the code. */
export function FriendReferral({ blok }: { blok: FriendReferralBlok }) {
  const code = usePageContext()?.routeParam ?? null;
  return (
    <div className={styles.referral} {...storyblokEditable(blok)}>
      <ReferralInvitation blok={blok} code={code} />
    </div>
  );
}
