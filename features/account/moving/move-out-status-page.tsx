import { AccountScreen } from '../screen/account-screen';
import { MoveOutStatusScreen } from './move-out-status-screen';

/** SPEC §2 /move-out/status: the steps of the move. */
export function MoveOutStatusPage() {
  return (
    <AccountScreen section="moveOutStatus">
      {(account) => <MoveOutStatusScreen account={account} />}
    </AccountScreen>
  );
}
