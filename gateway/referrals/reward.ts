/** What each side of a completed referral is credited: £50. */
export const REFERRAL_REWARD_PENCE = 5_000;
