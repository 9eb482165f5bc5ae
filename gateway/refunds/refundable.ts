import type { AccountRule } from '@/lib/gateway/contract/account-sections';
import type { RefundableCredit } from '@/lib/gateway/contract/refunds';
import { londonToday } from '@/lib/iso-date';
import type { Principal } from '../auth/access-tokens';
import { accountSectionRefusal } from '../accounts/section-guard';
import type { GatewayDeps } from '../deps';
import { directDebitOf } from '../payments/direct-debits';
import { directDebitForecast } from '../payments/forecast';
import { pendingRefundOf } from './requests';

const REFUND_SECTION: readonly AccountRule[] = ['refund'];

export const REFUND_PENDING =
  'We are already paying you a refund. You can ask for another once it has reached your bank.';
export const NOT_IN_CREDIT =
  'Your account is not in credit, so there is nothing to refund. Your balance shows what you owe.';
export const NO_BANK_DETAILS =
  'We have no bank details to pay a refund into. Set up a Direct Debit on Payments first.';
export const ALL_KEPT_BACK =
  'Your credit is all needed for the next 12 months of energy your Direct Debit does not cover, so we cannot refund any of it yet.';

interface RefundFacts {
  balancePence: number;
  forecastNeedPence: number;
  /** The current Direct Debit's monthly amount, or null without one. */
  monthlyDirectDebitPence: number | null;
  /** The section table's refusal for a restricted or locked account. */
  sectionRefusal: string | null;
  /** A refund asked for and not yet paid. */
  refundPending: boolean;
}

type RefundFigures = Omit<RefundableCredit, 'forecastFrom' | 'forecastTo'>;

/**
 * The credit above what the next 12 months need beyond the Direct Debits collected meanwhile,
 * with the first reason, in words, why none can be refunded.
 */
export function refundFigures(facts: RefundFacts): RefundFigures {
  const { balancePence, forecastNeedPence, monthlyDirectDebitPence } = facts;
  const directDebitsPence = 12 * (monthlyDirectDebitPence ?? 0);
  const credit = Math.max(0, balancePence);
  const keptBackPence = Math.min(credit, Math.max(0, forecastNeedPence - directDebitsPence));
  const refusal =
    facts.sectionRefusal ??
    (facts.refundPending ? REFUND_PENDING : null) ??
    (balancePence <= 0 ? NOT_IN_CREDIT : null) ??
    (monthlyDirectDebitPence === null ? NO_BANK_DETAILS : null) ??
    (credit === keptBackPence ? ALL_KEPT_BACK : null);
  return {
    balancePence,
    forecastNeedPence,
    directDebitsPence,
    keptBackPence,
    refundablePence: refusal === null ? credit - keptBackPence : 0,
    refusal,
  };
}

/**
 * What of the account's credit can be refunded today, from its own forecast, and the bank account
 * (masked) a refund is paid into: the Direct Debit's, or null without one.
 */
export async function refundAssessment(
  deps: GatewayDeps,
  accountId: number,
  principal: Principal,
): Promise<{ credit: RefundableCredit; accountNumberMasked: string | null }> {
  const sectionRefusal = await accountSectionRefusal(deps, accountId, principal, REFUND_SECTION);
  const forecast = await directDebitForecast(deps.database, accountId, londonToday(deps.now()));
  const directDebit = await directDebitOf(deps.database, accountId);
  const credit = {
    forecastFrom: forecast.from,
    forecastTo: forecast.to,
    ...refundFigures({
      balancePence: forecast.balancePence,
      forecastNeedPence: forecast.yearlyCostPence,
      monthlyDirectDebitPence: directDebit?.amountPence ?? null,
      sectionRefusal,
      refundPending: (await pendingRefundOf(deps.database, accountId)) !== undefined,
    }),
  };
  return { credit, accountNumberMasked: directDebit?.accountNumberMasked ?? null };
}
