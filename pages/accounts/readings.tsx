import { withSiteChrome } from '@/features/app-shell/server';
import { ReadingsScreen } from '@/features/account/readings/readings-screen';
import { AccountScreen } from '@/features/account/screen/account-screen';

export const getStaticProps = withSiteChrome();

export default function ReadingsPage() {
  return (
    <AccountScreen section="readings">
      {(account) => <ReadingsScreen account={account} />}
    </AccountScreen>
  );
}
