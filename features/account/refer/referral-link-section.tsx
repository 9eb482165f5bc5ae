import { Link } from '@/lib/ui/link';
import { useState } from 'react';
import type { Referrals } from '@/lib/gateway/contract/referrals';
import { formatOfferPounds } from '@/lib/format-money';
import { Button } from '@/lib/ui/button';
import { useHydrated } from '@/lib/use-hydrated';
import { Panel, PanelPlaceholder } from '../screen/panel';
import styles from './refer-screen.module.css';

type Offer = Pick<Referrals, 'code' | 'rewardPence'>;
type Feedback = { ok: boolean; message: string } | null;

const COPY_FAILED =
  "We couldn't copy your link. Select it above and copy it yourself, or try again.";
const SHARE_FAILED = "We couldn't open sharing on this device. Copy your link instead.";

const HEADING = 'Your referral link';

/** The link's panel, its place held while the link is on its way. */
export function ReferralLinkPlaceholder() {
  return (
    <PanelPlaceholder
      heading={HEADING}
      label="Loading your referral link"
      className={`${styles.placeholder} ${styles.linkPlaceholder}`}
    />
  );
}

/** The customer's link to share, what it is worth to both sides, and ways to pass it on. */
export function ReferralLinkSection({ offer }: { offer: Offer }) {
  // The link is absolute, so it is built in the browser, from the address the customer is on.
  const hydrated = useHydrated();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const link = hydrated ? `${window.location.origin}/r/${offer.code}` : null;
  const canShare = hydrated && typeof navigator.share === 'function';

  async function copy(text: string) {
    // Emptied first, so a second copy is announced again.
    setFeedback(null);
    try {
      await navigator.clipboard.writeText(text);
      setFeedback({ ok: true, message: 'Link copied' });
    } catch {
      setFeedback({ ok: false, message: COPY_FAILED });
    }
  }

  async function share(url: string, reward: string) {
    setFeedback(null);
    try {
      await navigator.share({
        title: 'Switch to So Energy',
        text: `Switch to So Energy with my link and we'll both get ${reward} credit.`,
        url,
      });
    } catch (error) {
      // Closing the share sheet is a change of mind, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setFeedback({ ok: false, message: SHARE_FAILED });
    }
  }

  if (!link) return <ReferralLinkPlaceholder />;
  return (
    <Panel heading={HEADING}>
      <p>
        When a friend switches to So Energy with your link, you&apos;ll both get{' '}
        <strong>{formatOfferPounds(offer.rewardPence)} credit</strong> on your energy account.
      </p>
      <p className={styles.link}>{link}</p>
      <div className={styles.actions}>
        <Button onClick={() => void copy(link)}>Copy link</Button>
        {canShare && (
          <Button
            variant="secondary"
            onClick={() => void share(link, formatOfferPounds(offer.rewardPence))}
          >
            Share
          </Button>
        )}
      </div>
      <p role="status" className={feedback?.ok === false ? styles.failed : styles.copied}>
        {feedback?.message}
      </p>
      <p className={styles.note}>
        Your friend needs to open your link and get their quote through it: we can&apos;t add a
        referral afterwards. <Link href="/refer-terms">Read the Refer a Friend terms</Link>.
      </p>
    </Panel>
  );
}
