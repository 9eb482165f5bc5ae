import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { randomToken } from '@/lib/client-id';
import { formatLongDate } from '@/lib/format-date';
import { useOneClickAction } from '@/lib/forms/use-one-click-action';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { createIdempotentAttempts } from '@/lib/gateway/idempotent-attempts';
import { Button } from '@/lib/ui/button';
import { FormAlert } from '@/lib/ui/form-alert';
import { announce } from '@/lib/ui/live-region';
import { Modal } from '@/lib/ui/modal';
import { loadSwitchCalls, switchTrackerKey } from './use-switch-tracker';
import styles from './switch-tracker.module.css';

export const CANCELLED_MESSAGE =
  'Your switch is cancelled. We have emailed you to confirm it, and your current supplier carries on supplying your home.';

interface CancelSwitchProps {
  accountId: number;
  coolingOffEndsOn: string;
}

/** Within cooling-off: cancelling the switch, once the customer has said yes in a dialog. */
export function CancelSwitch({ accountId, coolingOffEndsOn }: CancelSwitchProps) {
  const [open, setOpen] = useState(false);
  const { mutate } = useSWRConfig();
  // One Idempotency-Key for the cancellation: a retry after a lost answer cancels (and emails) once.
  const [attempts] = useState(() =>
    createIdempotentAttempts(
      async (_: null, options) => (await loadSwitchCalls()).cancelSwitch(accountId, options),
      randomToken,
    ),
  );
  const cancel = useOneClickAction(() => attempts.send(null), {
    onDone: async () => {
      announce(CANCELLED_MESSAGE);
      setOpen(false);
      await mutate(switchTrackerKey(accountId));
    },
    // Refused (cooling-off has just ended, or the account is live): the tracker is reloaded to
    // show it, beside the words.
    onFailure: async (error) => {
      if (error instanceof GatewayError && [403, 422].includes(error.statusCode)) {
        await mutate(switchTrackerKey(accountId));
      }
    },
  });

  return (
    <div className={styles.cancel}>
      <p>
        Changed your mind? You can cancel your switch at no cost until the end of{' '}
        {formatLongDate(coolingOffEndsOn)}.
      </p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Cancel my switch
      </Button>
      <Modal
        open={open}
        title="Cancel your switch to So Energy?"
        onClose={() => {
          cancel.clearAlert();
          setOpen(false);
        }}
        onConfirm={cancel.run}
        confirmLabel="Yes, cancel my switch"
        confirmVariant="danger"
        cancelLabel="Keep my switch"
        confirming={cancel.working}
        size="large"
      >
        <FormAlert message={cancel.alert} />
        <p>
          We will not supply your home, and your current supplier carries on as before. You will not
          pay us anything, and we will email you to confirm.
        </p>
      </Modal>
    </div>
  );
}
