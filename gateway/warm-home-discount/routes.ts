import {
  applyForBroaderGroup,
  getWarmHomeDiscount,
  type WarmHomeDiscount,
  type WarmHomeDiscountScheme,
} from '@/lib/gateway/contract/warm-home-discount';
import {
  MIN_APPLICANT_AGE,
  schemeYearOf,
  WARM_HOME_DISCOUNT_PENCE,
  WARM_HOME_DISCOUNT_HELPLINE,
} from '@/lib/gateway/contract/warm-home-discount-scheme';
import { formatLongDate } from '@/lib/format-date';
import { londonToday } from '@/lib/iso-date';
import { ownedAccount, type AccountRow } from '../accounts/owned-account';
import { inTransaction, type Executor } from '../db/sql';
import { conflict, unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { applicationOf, broaderGroupOf, insertApplication, matchOf } from './discount-records';
import { warmHomeDiscountSchemeOf } from './scheme';

const NO_ELECTRICITY =
  'The Warm Home Discount comes off the electricity bill of a home in Great Britain, and we do ' +
  "not supply this home's electricity.";
const AUTOMATIC_HERE =
  'In England and Wales there is nothing to apply for: the government tells us who qualifies ' +
  `and we take the discount off automatically. If you have a letter about it, call ` +
  `${WARM_HOME_DISCOUNT_HELPLINE.display}.`;
const COMING_ALREADY =
  'The government has told us you qualify this year, so there is no need to apply: the ' +
  'discount is coming to you anyway.';

async function schemeOf(db: Executor, account: AccountRow): Promise<WarmHomeDiscountScheme> {
  const scheme = await warmHomeDiscountSchemeOf(db, account);
  if (!scheme) throw unprocessable(NO_ELECTRICITY);
  return scheme;
}

async function discountOf(
  db: Executor,
  account: AccountRow,
  scheme: WarmHomeDiscountScheme,
  today: string,
): Promise<WarmHomeDiscount> {
  const schemeYear = schemeYearOf(today);
  const common = {
    schemeYear,
    amountPence: WARM_HOME_DISCOUNT_PENCE,
    match: await matchOf(db, account.id, schemeYear.label),
  };
  return scheme === 'scotland'
    ? {
        scheme,
        ...common,
        broaderGroup: await broaderGroupOf(db, account.id, schemeYear.label, today),
      }
    : { scheme, ...common };
}

/** Whether someone born on `dateOfBirth` is at least `years` old on `today`. */
const isAtLeast = (years: number, dateOfBirth: string, today: string) =>
  `${Number(dateOfBirth.slice(0, 4)) + years}${dateOfBirth.slice(4)}` <= today;

export function warmHomeDiscountRoutes(router: GatewayRouter): void {
  router.add(getWarmHomeDiscount, async ({ params, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    const scheme = await schemeOf(deps.database, account);
    return discountOf(deps.database, account, scheme, londonToday(deps.now()));
  });

  router.add(applyForBroaderGroup, async ({ params, body, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    return inTransaction(deps.database, async (transaction) => {
      const today = londonToday(deps.now());
      const year = schemeYearOf(today).label;
      const scheme = await schemeOf(transaction, account);
      const applied = await applicationOf(transaction, account.id, year);
      if (applied) {
        throw conflict(
          `You applied for the Warm Home Discount for ${year} on ` +
            `${formatLongDate(applied.submittedAt)}: your application is below.`,
        );
      }
      if (scheme === 'england-wales') throw unprocessable(AUTOMATIC_HERE);
      if ((await matchOf(transaction, account.id, year)).status !== 'not-matched') {
        throw unprocessable(COMING_ALREADY);
      }
      const group = await broaderGroupOf(transaction, account.id, year, today);
      if (group.status === 'not-open-yet') {
        throw unprocessable(
          group.opensOn
            ? `Applications for ${year} open on ${formatLongDate(group.opensOn)}.`
            : `Applications for ${year} are not open yet. Please come back in the autumn.`,
        );
      }
      if (group.status === 'full') {
        throw unprocessable(
          `All our Broader Group places for ${year} have been taken, so we cannot take more ` +
            'applications this year.',
        );
      }
      if (!isAtLeast(MIN_APPLICANT_AGE, body.dateOfBirth, today)) {
        throw unprocessable(
          `The person who gets the benefit must be ${MIN_APPLICANT_AGE} or over: check the date of birth`,
          'body.dateOfBirth',
        );
      }
      await insertApplication(transaction, {
        accountId: account.id,
        schemeYear: year,
        benefit: body.benefit,
        benefitHolder: body.benefitHolder,
        nameOnBenefit: body.nameOnBenefit,
        dateOfBirth: body.dateOfBirth,
        // The contract has already cut the number down to its last three characters.
        nationalInsuranceNumberEnd: body.nationalInsuranceNumber,
        householdFacts: body.householdFacts,
        createdAt: deps.now().toISOString(),
      });
      return discountOf(transaction, account, scheme, today);
    });
  });
}
