import { access } from '@/features/session';
import { permissionContextFrom } from '@/features/session/permissions/permission-context';
import { ALL_FEATURES_ON } from '@/lib/gateway/contract/account-sections';
import { me } from '@/lib/gateway/contract/customer';
import {
  endpointName,
  GUARDED_ENDPOINTS,
  openAccount,
  PERSONA_ACCOUNTS,
  sendWrite,
  stateOf,
  tableVerdict,
} from '@/tests/gateway/section-cells';
import { createTestGateway } from '@/tests/gateway/test-gateway';

/**
 * SPEC §5 said twice must say the same: for every persona's account and every account write,
 * the screen's guard (access, over the session the site builds from the gateway's answers)
 * and the gateway itself allow or refuse alike, in the same words.
 */
describe('the browser’s guard and the gateway agree', () => {
  it.each(PERSONA_ACCOUNTS)('$email $number', async ({ email, number }) => {
    const gateway = await createTestGateway();
    const { session, accountId } = await openAccount(gateway, email, number);
    const { customer, accounts } = me.parse(
      await (await gateway.as(session, '/api/v1/customers/me')).json(),
    );
    const selectedAccount = accounts.find((account) => account.number === number) ?? null;
    // A write the gateway takes may change the state (a move told of): read it before each.
    const browserContext = async () =>
      permissionContextFrom(
        {
          status: 'signedIn',
          customer,
          selectedAccount,
          accountState: await stateOf(gateway, session, accountId),
        },
        ALL_FEATURES_ON,
      );
    for (const endpoint of GUARDED_ENDPOINTS) {
      const context = await browserContext();
      const browser = tableVerdict(endpoint, (section) => {
        const verdict = access(section, context);
        return verdict.allowed ? null : verdict.reason;
      });
      const response = await sendWrite(gateway, session, endpoint, accountId);
      const gatewaySays =
        response.status === 403 ? ((await response.json()) as { message: string }).message : null;
      expect(gatewaySays, `${email} ${number} ${endpointName(endpoint)}`).toBe(browser);
    }
  });
});
