import { useRouter } from 'next/router';
import { withSiteChrome } from '@/features/app-shell/server';
import { RenewalRefusal, RenewScreen } from '@/features/account/renew/renew-screen';
import { AccountScreen } from '@/features/account/screen/account-screen';
import { sectionEntry } from '@/lib/gateway/contract/account-sections';

export const getStaticProps = withSiteChrome();

/** SPEC §2: /accounts/renew, and ?fixed-contract for a customer on a variable tariff. */
export default function RenewPage() {
  const router = useRouter();
  const fixedContract = Object.hasOwn(router.query, 'fixed-contract');
  const section = fixedContract ? 'renewFixedContract' : 'renew';
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
