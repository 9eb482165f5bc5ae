import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import { ageOn, MIN_SIGNUP_AGE, type signupRequest } from '@/lib/gateway/contract/signups';
import { addressAt } from '../addresses/address-register';
import { londonToday } from '@/lib/iso-date';
import type { GatewayDeps } from '../deps';
import type { z } from 'zod';
import type { Executor } from '../db/sql';
import { conflict, notFound, unprocessable } from '../http/http-error';
import { givenQuote, type GivenQuote } from '../quotes/quote-store';
import { supplyStartFrom } from '../quotes/supply-dates';
import { checkBankDetails } from '../bank-details';
import { SUPPORT_PHONE } from '@/lib/gateway/contract/messages';
import { metersTaken, quoteRequestTaken } from './queries';

export type ParsedSignup = z.output<typeof signupRequest>;

/** A sign-up that passed every check: what opening the account needs. */
export interface CheckedSignup {
  signup: ParsedSignup;
  quoted: GivenQuote;
  home: SupplyAddress;
  supplyStartDate: string;
}

/**
 * What opening the account needs of a checked sign-up: all of it but the password and the bank
 * account's numbers, so that it can be kept while a sign-up waits (`pending-signups.ts`).
 */
export interface SignupToOpen extends Omit<CheckedSignup, 'signup'> {
  signup: {
    personalDetails: Omit<ParsedSignup['personalDetails'], 'password'>;
    payment: Pick<ParsedSignup['payment'], 'accountHolderName' | 'directDebitDayOfMonth'>;
    billingAddress: ParsedSignup['billingAddress'];
    attribution?: ParsedSignup['attribution'];
  };
}

const NEW_QUOTE = 'Please get a new quote.';

/** The quote the sign-up names, if it is still open and matches what the customer chose. */
async function quoteFor(deps: GatewayDeps, signup: ParsedSignup): Promise<GivenQuote> {
  const quoted = await givenQuote(deps.database, deps.keyedHash, signup.quoteId);
  if (!quoted) throw notFound(`We could not find that quote. ${NEW_QUOTE}`);
  if (deps.now().toISOString() >= quoted.expiresAt) {
    throw conflict(`Your quote has expired: quotes last 30 days. ${NEW_QUOTE}`);
  }
  const { quote } = quoted;
  if (
    quote.elecProductCode !== signup.tariff.elecProductCode ||
    quote.gasProductCode !== signup.tariff.gasProductCode
  ) {
    throw conflict(
      'The tariff you chose does not match your quote. Please choose your tariff again.',
    );
  }
  return quoted;
}

/** The home to supply: at the quote's postcode, with the quote's meters and fuels. */
function homeFor(quoted: GivenQuote, uprn: string): SupplyAddress {
  const home = addressAt(quoted.postcode, uprn);
  if (!home) {
    throw conflict(
      `That address is not at ${quoted.postcode}, where your quote is for. ${NEW_QUOTE}`,
    );
  }
  const { mpan, mprn, fuelType } = quoted.request;
  if ((mpan && mpan !== home.mpan) || (mprn && mprn !== home.mprn)) {
    throw conflict(`Your quote is for the meters of a different home. ${NEW_QUOTE}`);
  }
  if (fuelType !== 'ELECTRICITY_ONLY' && home.mprn === null) {
    throw conflict(
      'This home has no gas supply, so we cannot supply the gas in your quote. ' +
        'Please get an electricity-only quote.',
    );
  }
  return home;
}

/**
 * Every rule a sign-up must pass before anything is written: the quote (known, not expired,
 * the tariff chosen), the home, the customer's age and the bank details.
 */
export async function checkSignup(deps: GatewayDeps, signup: ParsedSignup): Promise<CheckedSignup> {
  const quoted = await quoteFor(deps, signup);
  const home = homeFor(quoted, signup.supplyAddress.uprn);
  const today = londonToday(deps.now());
  const age = ageOn(signup.personalDetails.dateOfBirth, today);
  if (age < MIN_SIGNUP_AGE) {
    throw unprocessable(
      `You need to be ${MIN_SIGNUP_AGE} or over to open an account with us.`,
      'body.personalDetails.dateOfBirth',
    );
  }
  if (age > 120) {
    throw unprocessable('Please check your date of birth.', 'body.personalDetails.dateOfBirth');
  }
  checkBankDetails(signup.payment, 'body.payment.accountNumber');
  // Prices hold as quoted; a quote taken some days ago starts as soon as a switch can.
  const earliest = supplyStartFrom(today);
  const supplyStartDate =
    quoted.quote.supplyStartDate > earliest ? quoted.quote.supplyStartDate : earliest;
  return { signup, quoted, home, supplyStartDate };
}

export const METERS_TAKEN_MESSAGE =
  'This home is already switching to us, or we supply it already, so it cannot be signed up ' +
  `again. If you have just moved in, please call us on ${SUPPORT_PHONE} and we will set up your ` +
  'account.';

export const ALREADY_SIGNED_UP_MESSAGE =
  'You have already signed up with this quote. Log in to see your account.';

/**
 * One quote request, one account; one meter, one switch. The quote request must not have
 * opened an account nor wait to, and the meters a sign-up would take must not belong to
 * another account, whether its switch is in progress or done, unless that account has told us
 * it is moving out. Asked inside the sign-up's write transaction, so two sign-ups cannot both
 * pass.
 */
export async function assertHomeAndQuoteFree(
  db: Executor,
  { quoted, home }: Pick<CheckedSignup, 'quoted' | 'home'>,
  now: Date,
): Promise<void> {
  if (await quoteRequestTaken(db, quoted.requestId, now)) {
    throw conflict(ALREADY_SIGNED_UP_MESSAGE);
  }
  const { quote } = quoted;
  const mpan = quote.elecProductCode ? home.mpan : null;
  const mprn = quote.gasProductCode ? home.mprn : null;
  if (await metersTaken(db, { mpan, mprn })) throw conflict(METERS_TAKEN_MESSAGE);
}
