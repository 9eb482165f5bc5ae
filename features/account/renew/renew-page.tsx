import { useRouter } from 'next/router';
import { sectionEntry } from '@/lib/gateway/contract/account-sections';
import { AccountScreen } from '../screen/account-screen';
import { RenewScreen } from './renew-screen';
import { RenewalRefusal } from './renewal-refusal';

/** SPEC §2: /accounts/renew, and ?fixed-contract for a customer on a variable tariff. */
export function RenewPage() {
  const router = useRouter();
  const fixedContract = Object.hasOwn(router.query, 'fixed-contract');
  const section = fixedContract ? ('renewFixedContract' as const) : ('renew' as const);
  return (
    <AccountScreen
      section={router.isReady ? section : null}
      title={sectionEntry(section).title}
      refusal={(account, reason) => (
        <RenewalRefusal accountId={account.id} reason={reason} fixedContract={fixedContract} />
      )}
    >
      {(account) => <RenewScreen account={account} />}
    </AccountScreen>
  );
}
