import { strToU8, zipSync } from 'fflate';
import { z } from 'zod';
import type { Endpoint } from '@/lib/gateway/contract/endpoint';
import type { EmailedLinks } from '@/gateway/account-security/emailed-links';
import { confirmationLinks } from '@/gateway/account-security/login-confirmations';
import { resetLinks } from '@/gateway/account-security/password-resets';
import { createKeyedHash } from '@/gateway/auth/keyed-hash';
import {
  boundTo,
  challengeHash,
  recoveryCodeHash,
  staffSecretBox,
} from '@/gateway/auth/second-factor';
import { emailChangeTokenHash, storeEmailChange } from '@/gateway/customers/email-change';
import { storeExport } from '@/gateway/data-exports/stored-exports';
import { execute, queryValue, type Executor } from '@/gateway/db/sql';
import { DEMO_PASSWORD } from '@/gateway/seed/personas';
import { offeredSlots } from '@/gateway/smart-meter/slots';
import { switchUnderWay } from './switch-under-way';
import { TEST_JWT_SECRET, TEST_NOW } from './test-gateway';

const yesterday = new Date(TEST_NOW.getTime() - 86_400_000).toISOString().slice(0, 10);
/** A renewal offer priced for Alex's account (see PREPARATIONS). */
const OFFER_ID = '5f0c3a52-9a5e-4d3b-8f4e-2b6a1c7d9e10';
/** Smart meter appointments offered in Bristol (region 22) on TEST_NOW: one to book, one booked. */
const SMART_METER_SLOT = '22-2026-03-24-am';
const BOOKED_SMART_METER_SLOT = '22-2026-03-25-pm';
/** The token of a reset link sent to Alex (see PREPARATIONS). */
const RESET_TOKEN = 'dGhpcy1pcy1hLXJlc2V0LXRva2VuLWZvci10ZXN0czE';
/** The token of a link confirming Alex's new email (see PREPARATIONS). */
const EMAIL_CHANGE_TOKEN = 'dGhpcy1pcy1hbi1lbWFpbC1jaGFuZ2UtdG9rZW4tdGU';
/** The token of a welcome email's link confirming Alex's login (see PREPARATIONS). */
const LOGIN_CONFIRMATION_TOKEN = 'dGhpcy1pcy1hLWxvZ2luLWNvbmZpcm1hdGlvbi10b2s';
/** A staff login waiting for its second factor, and a recovery code of Priya's (see PREPARATIONS). */
const LOGIN_CHALLENGE = 'dGhpcy1pcy1hLWxvZ2luLWNoYWxsZW5nZS10b2tlbjE';
const RECOVERY_CODE = 'abcde-fghjk';
/** Priya (admin@example.com) has set up her authenticator app with this secret. */
const STAFF_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** Well formed; no sign-up waits for it, so it gets as far as the 422 of an expired link. */
const PENDING_SIGNUP_TOKEN = 'dGhpcy1pcy1hLXBlbmRpbmctc2lnbi11cC10b2tlbjE';

/**
 * A body each endpoint accepts for Alex's account (id 1, electricity meter point 1 with
 * register 1), keyed by "METHOD path", so tests can get past validation to the rule they test.
 */
const VALID_BODIES: Readonly<Record<string, unknown>> = {
  'post /api/v1/auth/login': {
    email: 'alex@example.com',
    password: 'demo-password-2026',
    short_lived_refresh_token: 'false',
  },
  'post /api/v1/auth/refresh': { short_lived_refresh_token: 'false' },
  'post /api/v1/auth/password-resets': { email: 'alex@example.com' },
  'post /api/v1/auth/password-resets/confirm': {
    token: RESET_TOKEN,
    password: 'a much better passphrase',
  },
  'post /api/v1/auth/email-changes/confirm': { token: EMAIL_CHANGE_TOKEN },
  'post /api/v1/auth/login-confirmations': {
    token: LOGIN_CONFIRMATION_TOKEN,
    password: 'demo-password-2026',
  },
  'post /api/v1/signups/accept': { token: PENDING_SIGNUP_TOKEN },
  'post /api/v1/auth/second-factor': { challenge: LOGIN_CHALLENGE, code: RECOVERY_CODE },
  'post /api/v1/auth/password': {
    currentPassword: 'demo-password-2026',
    newPassword: 'a much better passphrase',
  },
  'patch /api/v1/customers/{id}': { marketingConsent: false, phone: '07700 900999' },
  'post /api/v1/customers/me/api-tokens': { name: 'Home energy dashboard' },
  'post /api/v1/customers/{id}/name-change-requests': {
    firstName: 'Alex',
    lastName: 'Morgan-Reid',
    reason: 'marriage',
  },
  'post /api/v1/accounts/{id}/readings': {
    meterPointId: 1,
    readOn: yesterday,
    readings: [{ registerId: 1, value: 22_100 }],
  },
  'patch /api/v1/accounts/{id}/payments': { dayOfMonth: 10 },
  'post /api/v1/accounts/{id}/payment-plan': { months: 6, phone: '07700 900123' },
  'post /api/v1/accounts/{id}/move-out': {
    moveOutDate: '2026-04-30',
    forwardingAddress: { line1: '3 Pulteney Bridge', town: 'Bath', postcode: 'ba2 4at' },
  },
  'post /api/v1/accounts/{id}/quotes': { generateQuotesForEvTariffs: false },
  'post /api/v1/accounts/{id}/renewals': { quoteId: OFFER_ID },
  'post /api/v1/accounts/{id}/smart-meter/booking': {
    slotId: SMART_METER_SLOT,
    accessNotes: 'The meters are in the cupboard under the stairs.',
  },
  'patch /api/v1/accounts/{id}/smart-meter/booking': { slotId: SMART_METER_SLOT },
  'post /api/v1/accounts/{id}/warm-home-discount/applications': {
    benefit: 'universal-credit',
    benefitHolder: 'customer',
    nameOnBenefit: 'Alex Morgan',
    dateOfBirth: '1987-06-14',
    nationalInsuranceNumber: 'ab 12 34 56 c',
    householdFacts: ['child-under-five'],
    consent: true,
  },
  'post /api/v1/quotes': {
    postcode: 'bs7 9jn',
    hasEconomySevenMeter: false,
    estimatedUsageType: 'EXACT_AMOUNT',
    fuelType: 'ELECTRICITY_ONLY',
    electricityUsagePerYearInKwh: '3100',
    gasUsagePerYearInKwh: '',
    generateQuotesForEvTariffs: false,
  },
  'post /api/v1/dvla/checkVehicleIsEv': { registrationPlate: 'ev21 ltd' },
  // Well formed; the quote it names does not exist, so it gets as far as a 404.
  'post /api/v1/signups': {
    quoteId: '7b4f3c1e-2d5a-4b6c-9e8f-0a1b2c3d4e5f',
    tariff: { elecProductCode: 'SO-FIX-12M-E', gasProductCode: null },
    personalDetails: {
      title: 'Mx',
      firstName: 'Sol',
      lastName: 'Ade',
      email: 'sol@example.com',
      phone: '07700900321',
      dateOfBirth: '1990-01-31',
      password: 'three random words',
      marketingConsent: false,
      evMarketingConsent: false,
    },
    supplyAddress: { uprn: '1000000001' },
    billingAddress: null,
    payment: {
      accountHolderName: 'Sol Ade',
      sortCode: '089999',
      accountNumber: '66374958',
      directDebitDayOfMonth: 28,
      soleAuthoriser: true,
    },
    attribution: { referralCode: 'alex-m7q2', agentId: 'CC33-9', partnerId: 'elmo_7' },
  },
  'post /api/v1/ev-reminders': { email: 'sol@example.com', remindOn: '2026-09-01', consent: true },
  'post /api/v1/votes/{pollId}': { optionId: 'onshore-wind', voterId: 'voter-0123456789abcdef' },
  'post /api/v1/contact': {
    name: 'Sol Ade',
    email: 'sol@example.com',
    topic: 'billing',
    message: 'Please send me a copy of my last bill.',
    clientId: 'client-0123456789abcdef',
  },
  'post /api/v1/feedback/switch-rating': { reference: '40318275', stars: 5 },
  'post /api/v1/accounts/{id}/refund': { amountPence: 2000 },
  'post /api/v1/accounts/{id}/direct-debit/mandate': {
    accountHolderName: 'Mr A Morgan',
    sortCode: '08-99-99',
    accountNumber: '66374958',
    soleAuthoriser: true,
    currentPassword: DEMO_PASSWORD,
  },
};

/** The query string each endpoint needs, if any, for Alex's account. */
const VALID_QUERIES: Readonly<Record<string, string>> = {
  'get /api/v1/accounts/{id}/smartPayAsYouGo/eligibility': '?billingAccountNumber=40318275',
  'get /api/v1/tariffs': '?region=12',
  'get /api/v1/admin/customers': '?query=alex%40example.com',
};

/** Who makes each endpoint's valid request: Alex, or staff (Priya) for the staff-only ones. */
export function validCallerFor(endpoint: Endpoint): string {
  return endpoint.tag === 'admin' ? 'admin@example.com' : 'alex@example.com';
}

export function validQueryFor(endpoint: Endpoint): string {
  return VALID_QUERIES[`${endpoint.method} ${endpoint.path}`] ?? '';
}

export function validBodyFor(endpoint: Endpoint): unknown {
  const key = `${endpoint.method} ${endpoint.path}`;
  if (!(key in VALID_BODIES)) throw new Error(`No valid body for ${key}: add one`);
  return VALID_BODIES[key];
}

/** Alex's meters are smart already: booking a smart meter needs his account made eligible. */
async function smartMeterEligible(db: Executor) {
  await execute(
    db,
    db.updateTable('accounts').set({ smart_meter_booking_eligible: 1 }).where('id', '=', 1),
  );
}

/** Alex eligible, with an appointment booked. */
async function smartMeterBooked(db: Executor) {
  await smartMeterEligible(db);
  await offeredSlots(db, 22, TEST_NOW.toISOString().slice(0, 10));
  await execute(
    db,
    db.insertInto('smart_meter_bookings').values({
      account_id: 1,
      slot_id: BOOKED_SMART_METER_SLOT,
      status: 'Booked',
      booked_at: TEST_NOW.toISOString(),
    }),
  );
}

/** A link with a known token, emailed to Alex (customer 1). */
function emailAlexLink(db: Executor, links: EmailedLinks, token: string) {
  return links.store(db, links.tokenHash(createKeyedHash(TEST_JWT_SECRET), token), 1, TEST_NOW);
}

/**
 * Alex is in credit: a payment plan needs a debt, so the seed's story is moved on for it; a
 * renewal needs an offer priced for him; a smart meter booking needs him eligible, and a waiting
 * list a home where no appointment is offered (Aberdeen: no engineers in Scotland yet).
 */
const PREPARATIONS: Readonly<Record<string, (db: Executor) => Promise<unknown>>> = {
  'post /api/v1/auth/password-resets/confirm': (db) => emailAlexLink(db, resetLinks, RESET_TOKEN),
  'post /api/v1/auth/email-changes/confirm': (db) => {
    const tokenHash = emailChangeTokenHash(createKeyedHash(TEST_JWT_SECRET), EMAIL_CHANGE_TOKEN);
    return storeEmailChange(db, tokenHash, 1, 'alex.new@example.com', TEST_NOW);
  },
  'post /api/v1/auth/login-confirmations': (db) =>
    emailAlexLink(db, confirmationLinks, LOGIN_CONFIRMATION_TOKEN),
  'post /api/v1/auth/second-factor': async (db) => {
    const keyedHash = createKeyedHash(TEST_JWT_SECRET);
    const staff = await queryValue(
      db,
      z.number(),
      db.selectFrom('customers').select('id').where('email', '=', 'admin@example.com'),
    );
    if (staff === undefined) throw new Error('No staff login is seeded');
    const now = TEST_NOW.toISOString();
    const expires = new Date(TEST_NOW.getTime() + 600_000).toISOString();
    const sealed = staffSecretBox(keyedHash).seal(STAFF_SECRET, boundTo(staff));
    await execute(
      db,
      db.insertInto('staff_second_factors').values({
        customer_id: staff,
        secret_sealed: sealed,
        created_at: now,
        enrolled_at: now,
      }),
    );
    await execute(
      db,
      db.insertInto('staff_recovery_codes').values({
        customer_id: staff,
        code_hash: recoveryCodeHash(keyedHash, RECOVERY_CODE.replace('-', '')),
        created_at: now,
      }),
    );
    await execute(
      db,
      db.insertInto('login_challenges').values({
        token_hash: challengeHash(keyedHash, LOGIN_CHALLENGE),
        customer_id: staff,
        created_at: now,
        expires_at: expires,
      }),
    );
  },
  'post /api/v1/accounts/{id}/payment-plan': (db) =>
    execute(
      db,
      db.insertInto('transactions').values({
        account_id: 1,
        posted_on: yesterday,
        kind: 'bill',
        description: 'Final bill',
        amount_pence: -1000000,
      }),
    ),
  // Alex's account 1 as a sign-up still switching to us, within cooling-off.
  'get /api/v1/accounts/{id}/switch': (db) => switchUnderWay(db, 1),
  'post /api/v1/accounts/{id}/switch/cancellation': (db) => switchUnderWay(db, 1),
  'post /api/v1/accounts/{id}/renewals': (db) =>
    execute(
      db,
      db.insertInto('quotes').values({
        id: OFFER_ID,
        account_id: 1,
        created_at: TEST_NOW.toISOString(),
        body: JSON.stringify({ tariffName: 'So Fixed 12M', supplyStartDate: '2026-04-25' }),
      }),
    ),
  // A personal API token of Alex's (id 1), to revoke.
  'delete /api/v1/customers/me/api-tokens/{id}': (db) =>
    execute(
      db,
      db.insertInto('personal_api_tokens').values({
        customer_id: 1,
        name: 'Home energy dashboard',
        token_hash: 'a'.repeat(64),
        created_at: TEST_NOW.toISOString(),
      }),
    ),
  // An archive of Alex's data, ready to download (id 1).
  'get /api/v1/customers/me/data-exports/{id}/archive': (db) =>
    storeExport(db, 1, {
      requestedAt: TEST_NOW,
      expiresAt: new Date(TEST_NOW.getTime() + 86_400_000),
      archive: zipSync({ 'customer.json': strToU8('{}') }),
    }),
  'get /api/v1/accounts/{id}/smart-meter/slots': smartMeterEligible,
  'post /api/v1/accounts/{id}/smart-meter/booking': smartMeterEligible,
  'patch /api/v1/accounts/{id}/smart-meter/booking': smartMeterBooked,
  'post /api/v1/accounts/{id}/smart-meter/waiting-list': async (db) => {
    await smartMeterEligible(db);
    await execute(db, db.updateTable('accounts').set({ postcode: 'AB10 1AB' }).where('id', '=', 1));
  },
  // Alex's home moves to Edinburgh, where the Warm Home Discount is applied for, and the
  // government's automatic match of his Bristol home goes.
  'post /api/v1/accounts/{id}/warm-home-discount/applications': async (db) => {
    await execute(
      db,
      db
        .updateTable('accounts')
        .set({ town: 'Edinburgh', postcode: 'EH9 1HN' })
        .where('id', '=', 1),
    );
    await execute(db, db.deleteFrom('warm_home_discount_matches').where('account_id', '=', 1));
  },
};

/** Puts Alex's account in the state an endpoint's valid request needs to succeed. */
export async function prepareFor(endpoint: Endpoint, db: Executor): Promise<void> {
  await PREPARATIONS[`${endpoint.method} ${endpoint.path}`]?.(db);
}
