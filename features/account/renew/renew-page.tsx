import { useRouter } from 'next/router';
import { AccountScreen } from '../screen/account-screen';
import { RenewScreen } from './renew-screen';
import { RenewalRefusal } from './renewal-refusal';

/** SPEC §2: /accounts/renew, and ?fixed-contract for a customer on a variable tariff. */
export function RenewPage() {
  const router = useRouter();
  const fixedContract = Object.hasOwn(router.query, 'fixed-contract');
  const section = fixedContract ? 'renewFixedContract' : 'renew';
  return (
    <AccountScreen
      section={router.isReady ? section : null}
      title={fixedContract ? 'Fix your tariff' : 'Renew your tariff'}
      refusal={(account, reason) => (
        <RenewalRefusal accountId={account.id} reason={reason} fixedContract={fixedContract} />
      )}
    >
      {(account) => <RenewScreen account={account} />}
    </AccountScreen>
  );
}
