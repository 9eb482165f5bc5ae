import { z } from 'zod';

/** The signed-in customer's status flags (SPEC §3) that decide which account links show. */
export const userStatusSchema = z.object({
  userSignedIn: z.boolean().default(false),
  admin: z.boolean().default(false),
  accountCanRenew: z.boolean().default(false),
  onVariableContract: z.boolean().default(false),
  accountUnlocked: z.boolean().default(false),
  accountRestricted: z.boolean().default(false),
  blacklistedVoucher: z.boolean().default(false),
  referDisabledGlobally: z.boolean().default(false),
  multipleAccounts: z.boolean().default(false),
  eligibleForSmartMeter: z.object({ eligible: z.boolean().default(false) }).default({
    eligible: false,
  }),
  /** Lives in a Warm Home Discount region (SPEC §5); not one of SPEC §3's named flags. */
  warmHomeDiscountRegionEligible: z.boolean().default(false),
});
export type UserStatus = z.infer<typeof userStatusSchema>;

export const signedOutUserStatus: UserStatus = userStatusSchema.parse({});

export const renewalSchema = z.object({
  status: z.string(),
  account_number: z.string(),
  agreement_ids: z.array(z.string()).default([]),
});
export type Renewal = z.infer<typeof renewalSchema>;

export interface FeatureFlags {
  prospectSwitchJourneyEnabled: boolean;
  renewalPromotionEnabled: boolean;
}
