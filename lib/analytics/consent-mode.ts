/** Google Consent Mode v2: the storage and signal types a tag may ask about. */
export const consentTypes = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
  'functionality_storage',
  'personalization_storage',
  'security_storage',
] as const;
export type ConsentType = (typeof consentTypes)[number];
export type ConsentValue = 'granted' | 'denied';
export type ConsentState = Partial<Record<ConsentType, ConsentValue>>;

/**
 * Before anyone has chosen, everything is denied except security storage (fraud prevention and
 * authentication, which needs no consent). Tags loaded later see this first.
 */
export const defaultConsent: ConsentState = Object.fromEntries(
  consentTypes.map((type) => [type, type === 'security_storage' ? 'granted' : 'denied']),
);
