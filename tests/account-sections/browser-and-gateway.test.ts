import { access } from '@/features/session';
import { permissionContextFrom } from '@/features/session/permissions/permission-context';
import { DEFAULT_FEATURE_FLAGS } from '@/lib/content/feature-flags';
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
 * with the CMS's switches at their defaults and with the renewal promotion off, the screen's
 * guard (access, over the session the site builds from the gateway's answers) and the gateway
 * itself allow or refuse alike, in the same words.
 */
const SWITCHES = [
  { name: 'every switch on', featureFlags: DEFAULT_FEATURE_FLAGS },
  {
    name: 'the renewal promotion off',
    featureFlags: { ...DEFAULT_FEATURE_FLAGS, renewalPromotionEnabled: false },
  },
];

describe.each(SWITCHES)('the browser’s guard and the gateway agree: $name', ({ featureFlags }) => {
  it.each(PERSONA_ACCOUNTS)('$email $number', async ({ email, number }) => {
    const gateway = await createTestGateway({ featureFlags });
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
        featureFlags,
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
