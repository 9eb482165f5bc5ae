import * as z from 'zod/mini';

/** The signed-in customer's status flags (SPEC §3) that decide which account links show. */
export const userStatusSchema = z.object({
  userSignedIn: z._default(z.boolean(), false),
  admin: z._default(z.boolean(), false),
  accountCanRenew: z._default(z.boolean(), false),
  onVariableContract: z._default(z.boolean(), false),
  accountUnlocked: z._default(z.boolean(), false),
  accountRestricted: z._default(z.boolean(), false),
  blacklistedVoucher: z._default(z.boolean(), false),
  referDisabledGlobally: z._default(z.boolean(), false),
  multipleAccounts: z._default(z.boolean(), false),
  eligibleForSmartMeter: z._default(z.object({ eligible: z._default(z.boolean(), false) }), {
    eligible: false,
  }),
  /** Lives in a Warm Home Discount region (SPEC §5); not one of SPEC §3's named flags. */
  warmHomeDiscountRegionEligible: z._default(z.boolean(), false),
});
export type UserStatus = z.infer<typeof userStatusSchema>;

export const signedOutUserStatus: UserStatus = userStatusSchema.parse({});

export const renewalSchema = z.object({
  status: z.string(),
  account_number: z.string(),
  agreement_ids: z._default(z.array(z.string()), []),
});
export type Renewal = z.infer<typeof renewalSchema>;

export interface FeatureFlags {
  prospectSwitchJourneyEnabled: boolean;
  renewalPromotionEnabled: boolean;
}
