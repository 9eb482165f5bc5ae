import { Link } from '@/lib/ui/link';
import { formatLongDate } from '@/lib/format-date';
import type { MoveOut } from '@/lib/gateway/contract/move-out';
import { Refusal } from '../screen/account-screen';
import { Panel } from '../screen/panel';
import panels from '../screen/panels.module.css';
import { ScreenData } from '../screen/screen-data';
import { NewHomeQuote } from './new-home-quote';
import { MoveLoading } from './move-loading';
import { useMoveOut } from './use-move-out';

interface MoveRecordedProps {
  accountId: number;
  /** Why the permission model closed the screen, should no move explain it. */
  reason: string;
}

/**
 * What Moving home shows once the customer has told us they are moving (the screen's form is
 * then closed): the move we have, and the ways on.
 */
export function MoveRecorded({ accountId, reason }: MoveRecordedProps) {
  return (
    <ScreenData
      query={useMoveOut(accountId)}
      placeholder={<MoveLoading />}
      failure={() => <Refusal reason={reason} />}
    >
      {(recorded) => (recorded ? <MoveWeHave moveOut={recorded} /> : <Refusal reason={reason} />)}
    </ScreenData>
  );
}

/** The move we have, and the ways on: following it, and a quote for the next home. */
function MoveWeHave({ moveOut }: { moveOut: MoveOut }) {
  return (
    <div className={panels.screen}>
      <Panel heading="We have your move">
        <p>
          We stop supplying this home at the end of {formatLongDate(moveOut.moveOutDate)}. Your
          final bill goes to {moveOut.forwardingAddress.line1}, {moveOut.forwardingAddress.postcode}
          .
        </p>
        <p>
          <Link href="/accounts/move-out/status">Follow your move</Link>: your final reading, your
          final bill and any refund.
        </p>
      </Panel>
      <NewHomeQuote postcode={moveOut.forwardingAddress.postcode} />
    </div>
  );
}
