import { withSiteChrome } from '@/features/app-shell/server';
import { MoveRecorded, MovingScreen } from '@/features/account/moving/moving-screen';
import { AccountScreen } from '@/features/account/screen/account-screen';

export const getStaticProps = withSiteChrome();

/** SPEC §2 /help/moving: telling us about a move (once told, the move we have). */
export default function MovingHomeHelpPage() {
  return (
    <AccountScreen
      section="movingHomeHelp"
      refusal={(account, reason) => <MoveRecorded accountId={account.id} reason={reason} />}
    >
      {(account) => <MovingScreen account={account} />}
    </AccountScreen>
  );
}
