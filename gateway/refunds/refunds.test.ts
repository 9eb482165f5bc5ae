import { ACCOUNT_ACTIONS } from '@/lib/gateway/contract/account-sections';
import { refundableCredit } from '@/lib/gateway/contract/refunds';
import { execute } from '../db/sql';
import { UNKNOWN_ACCOUNT_ANSWER, answerOf } from '@/tests/gateway/answers';
import { createTestGateway, type LoggedIn, type TestGateway } from '@/tests/gateway/test-gateway';
import { NO_BANK_DETAILS } from './refundable';

let gateway: TestGateway;
let alex: LoggedIn;
beforeEach(async () => {
  gateway = await createTestGateway();
  alex = await gateway.login('alex@example.com');
});

const refundOf = async (accountId: number, session = alex) =>
  answerOf(await gateway.as(session, `/api/v1/accounts/${accountId}/refund`));

describe('GET /api/v1/accounts/{id}/refund', () => {
  it("gives Alex his credit above the 12 months his Direct Debits do not cover, from Payments' own forecast", async () => {
    const payments = await (await gateway.as(alex, '/api/v1/accounts/1/payments')).json();
    const { status, body } = await refundOf(1);
    expect(status).toBe(200);
    expect(body).toEqual({
      balancePence: payments.forecast.balancePence,
      forecastFrom: payments.forecast.from,
      forecastTo: payments.forecast.to,
      forecastNeedPence: payments.forecast.yearlyCostPence,
      directDebitsPence: 12 * payments.directDebit.amountPence,
      keptBackPence: 0,
      refundablePence: 7909,
      refusal: null,
    });
  });

  it('keeps back what the forecast needs beyond the Direct Debits', async () => {
    await execute(
      gateway.database,
      gateway.database
        .updateTable('direct_debits')
        .set({ amount_pence: 14_500 })
        .where('account_id', '=', 1),
    );
    const body = refundableCredit.parse((await refundOf(1)).body);
    const keptBack = body.forecastNeedPence - 12 * 14_500;
    expect(body).toMatchObject({ keptBackPence: keptBack, refundablePence: 7909 - keptBack });
  });

  it('says a refund needs bank details when there is no Direct Debit', async () => {
    await execute(
      gateway.database,
      gateway.database.deleteFrom('direct_debits').where('account_id', '=', 1),
    );
    expect((await refundOf(1)).body).toMatchObject({
      refundablePence: 0,
      refusal: NO_BANK_DETAILS,
    });
  });

  it("refuses Jo's restricted account and Lee's locked one in the section table's words", async () => {
    const [locked, restricted] = ACCOUNT_ACTIONS.refund.customer.map((rule) => rule.reason);
    const jo = await gateway.login('jo@example.com');
    const lee = await gateway.login('lee@example.com');
    expect((await refundOf(4, jo)).body).toMatchObject({ refundablePence: 0, refusal: restricted });
    expect((await refundOf(5, lee)).body).toMatchObject({ refundablePence: 0, refusal: locked });
  });

  it("answers someone else's account as an unknown one", async () => {
    expect(await refundOf(4)).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(await refundOf(999)).toEqual(UNKNOWN_ACCOUNT_ANSWER);
  });
});
