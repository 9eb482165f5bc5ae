import { AccountScreen } from '../screen/account-screen';
import { MovingScreen } from './moving-screen';
import { MoveRecorded } from './move-recorded';

/** SPEC §2 /help/moving: telling us about a move (once told, the move we have). */
export function MovingHomeHelpPage() {
  return (
    <AccountScreen
      section="movingHomeHelp"
      refusal={(account, reason) => <MoveRecorded accountId={account.id} reason={reason} />}
    >
      {(account) => <MovingScreen account={account} />}
    </AccountScreen>
  );
}
