import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { titles } from '@/lib/gateway/contract/customer';
import {
  extraSupport,
  PASSWORD_IS_EMAIL_MESSAGE,
  passwordIsNotEmail,
  signupPersonalDetails,
} from '@/lib/gateway/contract/signups';
import {
  addAddressIssues,
  checkedAddress,
  type PostalAddressFields,
} from '@/lib/postal-address-fields';
import type { DraftValue, JourneyState, StoredPersonalDetails } from '../journey/journey-state';
import type { JourneySecrets } from '../journey/journey-store';
import { dateParts, readDateOfBirth, type DateParts } from './date-of-birth';

/** The journey store's key for this step's draft. */
export const PERSONAL_DETAILS_DRAFT = 'personal-details';

export const EXTRA_SUPPORT_MESSAGE = 'Choose yes if anyone in your home needs extra support, or no';

const contract = signupPersonalDetails.shape;
const optionalLine = z.string();

function dateOfBirth(today: string) {
  return z
    .object({ day: z.string(), month: z.string(), year: z.string() })
    .transform((parts, context) => {
      const reading = readDateOfBirth(parts, today);
      if (reading.ok) return reading.iso;
      context.addIssue({ code: 'custom', message: reading.message, path: [reading.part] });
      return z.NEVER;
    });
}

/**
 * The personal-details form, checked by the sign-up contract's own rules (`today` is London's
 * date, for the 18+ rule). Its output is what the journey keeps: the details without the
 * password, the password for memory only, and the billing address when it differs.
 */
export function personalDetailsSchema(today: string) {
  return z
    .object({
      title: contract.title,
      firstName: contract.firstName,
      lastName: contract.lastName,
      email: contract.email,
      phone: contract.phone,
      dateOfBirth: dateOfBirth(today),
      password: contract.password,
      marketingConsent: contract.marketingConsent,
      evMarketingConsent: contract.evMarketingConsent,
      extraSupport: z.enum(['yes', 'no'], { error: EXTRA_SUPPORT_MESSAGE }),
      extraSupportDetails: extraSupport.shape.details.unwrap(),
      differentBillingAddress: z.boolean(),
      billingAddress: z.object({
        line1: optionalLine,
        line2: optionalLine,
        town: optionalLine,
        postcode: optionalLine,
      }),
    })
    .superRefine(
      (values, context) => {
        if (!passwordIsNotEmail(values)) {
          context.addIssue({
            code: 'custom',
            message: PASSWORD_IS_EMAIL_MESSAGE,
            path: ['password'],
          });
        }
        const billing = billingAddressOf(values);
        if (billing) addAddressIssues(billing, context, 'billingAddress');
      },
      // Checked with every other field, so each message shows at once (the values are as typed).
      { when: () => true },
    )
    .transform((values) => {
      const { extraSupport: support, extraSupportDetails: details } = values;
      const personalDetails: StoredPersonalDetails = {
        title: values.title,
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone,
        dateOfBirth: values.dateOfBirth,
        marketingConsent: values.marketingConsent,
        evMarketingConsent: values.evMarketingConsent,
        extraSupport:
          support === 'yes' && details ? { needed: true, details } : { needed: support === 'yes' },
      };
      const billing = billingAddressOf(values);
      return {
        personalDetails,
        password: values.password,
        billingAddress: billing?.success ? billing.data : null,
      };
    });
}

/** The billing address checked by the contract, when the prospect said it differs. */
function billingAddressOf(values: {
  differentBillingAddress: boolean;
  billingAddress: PostalAddressFields;
}) {
  return values.differentBillingAddress === true ? checkedAddress(values.billingAddress) : null;
}

export type PersonalDetailsSchema = ReturnType<typeof personalDetailsSchema>;
export type PersonalDetailsValues = z.input<PersonalDetailsSchema>;

type Title = (typeof titles)[number];
const isTitle = (value: DraftValue | undefined): value is Title =>
  titles.some((title) => title === value);
const text = (value: DraftValue | undefined) => (typeof value === 'string' ? value : undefined);
const flag = (value: DraftValue | undefined) => (typeof value === 'boolean' ? value : undefined);

/**
 * What the form starts with: the draft typed in this tab (kept across a reload), else the
 * details given before (coming back from payment), else blank. The EV consent is the journey's
 * own, asked on the quote step; the password only while this tab remembers it.
 */
export function personalDetailsDefaults(
  state: JourneyState,
  secrets: JourneySecrets,
): DefaultValues<PersonalDetailsValues> {
  const draft = state.drafts[PERSONAL_DETAILS_DRAFT] ?? {};
  const given = state.personalDetails;
  const billing = state.billingAddress;
  const born: DateParts = given ? dateParts(given.dateOfBirth) : { day: '', month: '', year: '' };
  const support = given?.extraSupport;
  const draftTitle = draft.title;
  const draftSupport = text(draft.extraSupport);
  return {
    title: isTitle(draftTitle) ? draftTitle : given?.title,
    firstName: text(draft.firstName) ?? given?.firstName ?? '',
    lastName: text(draft.lastName) ?? given?.lastName ?? '',
    email: text(draft.email) ?? given?.email ?? '',
    phone: text(draft.phone) ?? given?.phone ?? '',
    dateOfBirth: {
      day: text(draft['dateOfBirth.day']) ?? born.day,
      month: text(draft['dateOfBirth.month']) ?? born.month,
      year: text(draft['dateOfBirth.year']) ?? born.year,
    },
    password: secrets.password ?? '',
    marketingConsent: flag(draft.marketingConsent) ?? given?.marketingConsent ?? false,
    evMarketingConsent: state.evMarketingConsent,
    extraSupport:
      draftSupport === 'yes' || draftSupport === 'no'
        ? draftSupport
        : support && (support.needed ? 'yes' : 'no'),
    extraSupportDetails: text(draft.extraSupportDetails) ?? support?.details ?? '',
    differentBillingAddress: flag(draft.differentBillingAddress) ?? billing !== null,
    billingAddress: {
      line1: text(draft['billingAddress.line1']) ?? billing?.line1 ?? '',
      line2: text(draft['billingAddress.line2']) ?? billing?.line2 ?? '',
      town: text(draft['billingAddress.town']) ?? billing?.town ?? '',
      postcode: text(draft['billingAddress.postcode']) ?? billing?.postcode ?? '',
    },
  };
}
