import { withSiteChrome } from '@/features/app-shell/server';
import { MoveOutStatusScreen } from '@/features/account/moving/move-out-status-screen';
import { AccountScreen } from '@/features/account/screen/account-screen';

export const getStaticProps = withSiteChrome();

/** SPEC §2 /move-out/status: the steps of the move. */
export default function MoveOutStatusPage() {
  return (
    <AccountScreen section="moveOutStatus">
      {(account) => <MoveOutStatusScreen account={account} />}
    </AccountScreen>
  );
}
