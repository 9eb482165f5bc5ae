import useSWR from 'swr';
import { referralCode, type ReferralInvite } from '@/lib/gateway/contract/referral-invites';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { getReferralInvite } from '@/lib/gateway/referral-invites';
import { formatOfferPounds } from '@/lib/format-money';
import { ButtonLink } from '@/lib/ui/button';
import { DEFAULT_TEXTS, fillIn, quoteHref } from './referral-texts';
import type { FriendReferralBlok } from './schema';
import styles from './friend-referral.module.css';

type Invitation =
  | { kind: 'none' }
  | { kind: 'checking'; code: string }
  | { kind: 'known'; code: string; invite: ReferralInvite }
  | { kind: 'unknown' }
  /** We could not reach the gateway: the code may still be good. */
  | { kind: 'unchecked'; code: string };

const isNotFound = (error: unknown) => error instanceof GatewayError && error.statusCode === 404;

function useInvitation(routeParam: string | null): Invitation {
  const parsed = routeParam === null ? null : referralCode.safeParse(routeParam);
  const code = parsed?.success ? parsed.data : null;
  const { data, error } = useSWR(
    code ? ['referral-invite', code] : null,
    () => getReferralInvite(code ?? ''),
    // An unknown code stays unknown; only a failure to reach us is worth another try.
    { revalidateOnFocus: false, shouldRetryOnError: (failure) => !isNotFound(failure) },
  );
  if (parsed === null) return { kind: 'none' };
  if (code === null || isNotFound(error)) return { kind: 'unknown' };
  if (data) return { kind: 'known', code, invite: data };
  return error ? { kind: 'unchecked', code } : { kind: 'checking', code };
}

export function ReferralInvitation({
  blok,
  code: routeParam,
}: {
  blok: FriendReferralBlok;
  code: string | null;
}) {
  const invitation = useInvitation(routeParam);
  const carried = 'code' in invitation ? invitation.code : null;
  const cta = (
    <ButtonLink href={quoteHref(carried)}>{blok.cta_label ?? DEFAULT_TEXTS.cta}</ButtonLink>
  );

  if (invitation.kind === 'known') {
    const values = {
      name: invitation.invite.referrerFirstName,
      reward: formatOfferPounds(invitation.invite.rewardPence),
    };
    return (
      <>
        <p className={styles.lead}>{fillIn(blok.invited_text ?? DEFAULT_TEXTS.invited, values)}</p>
        <p className={styles.text}>{fillIn(blok.offer_text ?? DEFAULT_TEXTS.offer, values)}</p>
        {cta}
      </>
    );
  }
  const lead = {
    none: null,
    checking: 'Checking your invitation…',
    unknown: blok.unknown_text ?? DEFAULT_TEXTS.unknown,
    unchecked: DEFAULT_TEXTS.unchecked,
  }[invitation.kind];
  return (
    <>
      {lead && (
        <p className={styles.lead} role={invitation.kind === 'checking' ? 'status' : undefined}>
          {lead}
        </p>
      )}
      <p className={styles.text}>{blok.standard_offer}</p>
      {cta}
    </>
  );
}
