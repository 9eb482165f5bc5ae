import { withSiteChrome } from '@/features/app-shell/server';
import { ReferScreen } from '@/features/account/refer/refer-screen';
import { AccountScreen } from '@/features/account/screen/account-screen';

export const getStaticProps = withSiteChrome();

export default function ReferAFriendPage() {
  return (
    <AccountScreen section="refer">
      {(account) => <ReferScreen accountId={account.id} />}
    </AccountScreen>
  );
}
