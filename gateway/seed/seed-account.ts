import { insertAccount, insertDirectDebit } from '../accounts/insert-rows';
import { execute, insertId, sql, type Executor } from '../db/sql';
import { REFERRAL_REWARD_PENCE } from '../referrals/reward';
import type { AccountSpec } from './persona-spec';
import { seedWarmHomeDiscountMatch } from './warm-home-discount';
import { seedMeter } from './seed-meters';
import { billPeriods, billingDays, seedBills } from './seed-bills';
import { monthlyDirectDebitPence, paymentPostings } from './seed-payments';

interface Clock {
  today: string;
  now: string;
}

/**
 * One demo account and all it has: meters with their readings and usage, agreements, bills,
 * payments, its Direct Debit, referrals, and any pending renewal, discount or move.
 */
export async function seedAccount(
  db: Executor,
  customerId: number,
  spec: AccountSpec,
  clock: Clock,
): Promise<void> {
  const accountId = await insertAccount(db, {
    number: spec.number,
    customerId,
    supplyAddress: spec.address,
    openedOn: spec.openedOn,
    referralCode: spec.referralCode,
    accountUnlocked: spec.accountUnlocked,
    accountRestricted: spec.accountRestricted,
    blacklistedVoucher: spec.blacklistedVoucher,
    smartMeterBookingEligible: spec.smartMeterBookingEligible,
  });
  const periods = billPeriods(spec, clock.today);
  const days = billingDays(spec, periods);
  const meters = [];
  for (const meter of spec.meters) {
    meters.push(await seedMeter(db, accountId, spec, meter, days, clock.today));
  }

  const amountPence = monthlyDirectDebitPence(spec, clock.today);
  const postings = [
    ...(await seedBills(
      db,
      accountId,
      spec,
      periods,
      meters.flatMap((meter) => meter.registers),
    )),
    ...paymentPostings(spec, amountPence, clock.today),
  ].sort((a, b) => a.postedOn.localeCompare(b.postedOn));
  for (const posting of postings) {
    await execute(
      db,
      sql`INSERT INTO transactions (account_id, posted_on, kind, description, amount_pence, bill_id)
       VALUES (${sql.join([
         accountId,
         posting.postedOn,
         posting.kind,
         posting.description,
         posting.amountPence,
         posting.billId,
       ])})`,
    );
  }

  const { directDebit } = spec;
  await insertDirectDebit(db, {
    accountId,
    amountPence,
    dayOfMonth: directDebit.dayOfMonth,
    accountHolder: directDebit.accountHolder,
    sortCodeMasked: `**-**-${directDebit.sortCodeLastDigits}`,
    accountNumberMasked: `******${directDebit.accountNumberLastDigits}`,
    bankName: directDebit.bankName,
    updatedAt: clock.now,
  });

  for (const referral of spec.referrals ?? []) {
    await execute(
      db,
      sql`INSERT INTO referrals (account_id, friend_first_name, status, referred_on, credit_pence)
       VALUES (${sql.join([
         accountId,
         referral.friendFirstName,
         referral.completed ? 'Completed' : 'Pending',
         referral.referredOn,
         referral.completed ? REFERRAL_REWARD_PENCE : 0,
       ])})`,
    );
  }

  if (spec.pendingRenewal) {
    const renewalId = await insertId(
      db,
      sql`INSERT INTO renewals (account_id, status, requested_at) VALUES (${accountId}, 'Pending', ${clock.now}) RETURNING id`,
    );
    const current = spec.tariffs.findIndex(
      (p) => p.from <= clock.today && (p.to === null || clock.today <= p.to),
    );
    for (const meter of meters) {
      const agreementId = meter.agreementIds[current];
      if (agreementId === undefined) continue;
      await execute(
        db,
        sql`INSERT INTO renewal_agreements (renewal_id, agreement_id) VALUES (${renewalId}, ${agreementId})`,
      );
    }
  }

  await seedWarmHomeDiscountMatch(db, accountId, spec, clock.today);

  if (spec.moveOut) {
    const { forwardingAddress: to } = spec.moveOut;
    await execute(
      db,
      sql`INSERT INTO move_outs (account_id, move_out_date, address_line1, address_line2, town,
                              postcode, status, created_at)
       VALUES (${accountId}, ${spec.moveOut.moveOutDate}, ${to.line1}, ${to.line2}, ${to.town}, ${to.postcode}, 'Received', ${clock.now})`,
    );
  }
}
