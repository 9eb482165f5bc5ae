// @vitest-environment jsdom
import { makeAccountState } from '@/lib/gateway/testing/make-account-state';
import { makeAccountSummary, makeCustomer } from '@/tests/utils/account';
import { createUserStatusStore, SELECTED_ACCOUNT_KEY } from './user-status-store';

const leeds = makeAccountSummary({ id: 2, number: '40422961' });
const cardiff = makeAccountSummary({ id: 3, number: '40598314', fuelType: 'Electricity' });

function setUp() {
  const loadMe = vi.fn(async () => ({
    customer: makeCustomer({ firstName: 'Sam', email: 'sam@example.com' }),
    accounts: [leeds, cardiff],
  }));
  const loadState = vi.fn(async (accountId: number) =>
    makeAccountState({ accountId, multipleAccounts: true, onVariableContract: accountId === 3 }),
  );
  const store = createUserStatusStore({ loadMe, loadState, storage: window.sessionStorage });
  return { store, loadMe, loadState };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => window.sessionStorage.clear());

describe('the user status', () => {
  it('loads the customer, their accounts and the first account state after login', async () => {
    const { store, loadState } = setUp();
    store.load('sam@example.com');
    expect(store.getSnapshot().phase).toBe('loading');
    await settle();

    expect(store.getSnapshot()).toMatchObject({
      phase: 'ready',
      customer: { firstName: 'Sam' },
      accounts: [leeds, cardiff],
      selectedAccount: leeds,
      accountState: { accountId: 2, multipleAccounts: true },
    });
    expect(loadState).toHaveBeenCalledWith(2);
  });

  it('keeps the selected account for the session, across a reload', async () => {
    const first = setUp();
    first.store.load('sam@example.com');
    await settle();
    first.store.selectAccount(3);
    await settle();
    expect(first.store.getSnapshot().accountState).toMatchObject({ onVariableContract: true });

    const afterReload = setUp();
    afterReload.store.load('sam@example.com');
    await settle();
    expect(afterReload.store.getSnapshot().selectedAccount).toEqual(cardiff);
  });

  it("does not apply one customer's selection to another", async () => {
    window.sessionStorage.setItem(
      SELECTED_ACCOUNT_KEY,
      JSON.stringify({ email: 'someone@example.com', accountId: 3 }),
    );
    const { store } = setUp();
    store.load('sam@example.com');
    await settle();
    expect(store.getSnapshot().selectedAccount).toEqual(leeds);
  });

  it('ignores an account that is not the customer’s', async () => {
    const { store, loadState } = setUp();
    store.load('sam@example.com');
    await settle();
    store.selectAccount(99);
    await settle();
    expect(loadState).toHaveBeenCalledTimes(1);
  });

  it('says what went wrong when it cannot load, and loads again on request', async () => {
    const { store, loadMe } = setUp();
    loadMe.mockRejectedValueOnce(new Error('We could not reach our servers.'));
    store.load('sam@example.com');
    await settle();
    expect(store.getSnapshot()).toMatchObject({
      phase: 'failed',
      error: 'We could not reach our servers.',
    });

    store.reload();
    await settle();
    expect(store.getSnapshot().phase).toBe('ready');
  });

  it('keeps what it shows while it loads again, and then shows the new answer', async () => {
    const { store, loadState } = setUp();
    store.load('sam@example.com');
    await settle();
    loadState.mockResolvedValueOnce(makeAccountState({ accountId: 2, accountCanRenew: false }));

    store.reload();
    expect(store.getSnapshot()).toMatchObject({ phase: 'ready', selectedAccount: leeds });
    await settle();
    expect(store.getSnapshot().accountState).toMatchObject({ accountCanRenew: false });
  });

  it("puts the customer's changed details in place without loading anything", async () => {
    const { store, loadMe } = setUp();
    store.load('sam@example.com');
    await settle();
    const changed = makeCustomer({ firstName: 'Sam', phone: '07700900999' });

    store.replaceCustomer(changed);
    expect(store.getSnapshot().customer).toBe(changed);
    expect(loadMe).toHaveBeenCalledTimes(1);
  });

  it('drops an answer that arrives after sign-out, and forgets the selection', async () => {
    const { store } = setUp();
    store.load('sam@example.com');
    store.clear();
    await settle();
    expect(store.getSnapshot().phase).toBe('idle');
    expect(window.sessionStorage.getItem(SELECTED_ACCOUNT_KEY)).toBeNull();
  });
});
