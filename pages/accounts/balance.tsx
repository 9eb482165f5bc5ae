import { withSiteChrome } from '@/features/app-shell/server';
import { BalanceScreen } from '@/features/account/balance/balance-screen';
import { AccountScreen } from '@/features/account/screen/account-screen';

export const getStaticProps = withSiteChrome();

export default function BalancePage() {
  return (
    <AccountScreen section="balance">
      {(account) => <BalanceScreen account={account} />}
    </AccountScreen>
  );
}
