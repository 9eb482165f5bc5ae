import { Link } from '@/lib/ui/link';
import { useEffect } from 'react';
import type { AccountSummary } from '@/lib/gateway/contract/customer';
import { FINAL_BILL_DAYS } from '@/lib/gateway/contract/move-out-timing';
import { codeSplit } from '@/lib/ui/code-split';
import { FormLoading } from '../screen/form-loading';
import { Panel } from '../screen/panel';
import panels from '../screen/panels.module.css';

/** What the page shows instead once the customer has told us they are moving. */
export { MoveRecorded } from './move-recorded';

// The form (react-hook-form, the contract's zod) loads as the screen mounts, in its place.
const loadForm = () => import('./move-out-form').then((module) => module.MoveOutForm);
const MoveOutForm = codeSplit(loadForm, () => <FormLoading minHeight="34rem" />);

/** Moving home (/accounts/help/moving): what happens when you move, and telling us the date. */
export function MovingScreen({ account }: { account: AccountSummary }) {
  useEffect(() => {
    void MoveOutForm.preload();
  }, []);
  return (
    <div className={panels.screen}>
      <Panel heading="What happens when you move">
        <ol>
          <li>Tell us the day you move out and where to send your final bill.</li>
          <li>
            On the day, read every meter and send us the readings on{' '}
            <Link href="/accounts/readings">Meter Readings</Link>.
          </li>
          <li>
            We send your final bill within {FINAL_BILL_DAYS} days of the reading, and refund any
            credit.
          </li>
          <li>Then get a quote for your new home: we fill in what you have told us.</li>
        </ol>
      </Panel>
      <Panel heading="Tell us you are moving">
        <MoveOutForm accountId={account.id} />
      </Panel>
    </div>
  );
}
