import { withSiteChrome } from '@/features/app-shell/server';
import { BillScreen } from '@/features/account/balance/bill-screen';
import { AccountScreen } from '@/features/account/screen/account-screen';

export const getStaticProps = withSiteChrome();

export default function BillPage() {
  return (
    <AccountScreen section="balance" title="Your bill explained">
      {(account) => <BillScreen account={account} />}
    </AccountScreen>
  );
}
