import { useState } from 'react';
import { useSession } from '@/features/session';
import { randomToken } from '@/lib/client-id';
import { formatLongDate } from '@/lib/format-date';
import { useOneClickAction } from '@/lib/forms/use-one-click-action';
import type { WaitingListPlace } from '@/lib/gateway/contract/smart-meter-booking';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { createIdempotentAttempts } from '@/lib/gateway/idempotent-attempts';
import { Button } from '@/lib/ui/button';
import { FormAlert } from '@/lib/ui/form-alert';
import { Modal } from '@/lib/ui/modal';
import { Panel } from '../screen/panel';
import styles from './smart-meter.module.css';
import { loadSmartMeterCalls } from './use-smart-meter';

interface JoinWaitingListProps {
  accountId: number;
  regionName: string;
  onJoined: (place: WaitingListPlace) => void;
  /** The place or the appointments changed elsewhere (joined in another tab…). */
  onStale: () => void;
}

/** No appointment to offer in the region: a place on the waiting list instead. */
export function JoinWaitingList({
  accountId,
  regionName,
  onJoined,
  onStale,
}: JoinWaitingListProps) {
  const [attempts] = useState(() =>
    createIdempotentAttempts(
      async (_body: Record<string, never>, options) =>
        (await loadSmartMeterCalls()).joinSmartMeterWaitingList(accountId, options),
      randomToken,
    ),
  );
  const join = useOneClickAction(() => attempts.send({}), {
    onDone: onJoined,
    onFailure: (error) => {
      if (error instanceof GatewayError && [409, 422].includes(error.statusCode)) onStale();
    },
  });

  return (
    <Panel heading="No appointments in your area yet">
      <p>
        Our engineers have no installation appointments to offer in {regionName} in the next 4
        weeks. Join our waiting list and we will email you as soon as we can offer you one. It costs
        nothing, and you can leave the list at any time.
      </p>
      <FormAlert message={join.alert} />
      <div className={styles.actions}>
        <Button loading={join.working} onClick={() => join.run()}>
          Join the waiting list
        </Button>
      </div>
    </Panel>
  );
}

interface WaitingListPlaceProps {
  accountId: number;
  place: WaitingListPlace;
  /** Appointments are offered now, below: booking one takes the customer off the list. */
  appointmentsOpen: boolean;
  onLeft: () => void;
}

/** The customer's place in the queue, and leaving it. */
export function WaitingListPlacePanel({
  accountId,
  place,
  appointmentsOpen,
  onLeft,
}: WaitingListPlaceProps) {
  const { customer } = useSession();
  const [asking, setAsking] = useState(false);
  const left = () => {
    setAsking(false);
    onLeft();
  };
  const leave = useOneClickAction(
    async () => (await loadSmartMeterCalls()).leaveSmartMeterWaitingList(accountId),
    {
      onDone: left,
      // Not on the list any more (left in another tab): what was asked.
      onFailure: (error) => {
        const gone = error instanceof GatewayError && error.statusCode === 404;
        if (gone) left();
        return gone;
      },
    },
  );

  return (
    <Panel heading="You are on the waiting list">
      <p>
        You joined on {formatLongDate(place.joinedAt)}, and you are{' '}
        <strong>number {place.position}</strong> in {place.regionName}. We will email you
        {customer ? ` at ${customer.email}` : ''} as soon as we can offer you an appointment.
      </p>
      {appointmentsOpen && (
        <p>Appointments are open now: book one below, and we will take you off the waiting list.</p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          Leave the waiting list
        </Button>
      </div>
      <Modal
        open={asking}
        title="Leave the waiting list?"
        onClose={() => {
          leave.clearAlert();
          setAsking(false);
        }}
        onConfirm={leave.run}
        confirmLabel="Yes, leave it"
        cancelLabel="Stay on it"
        confirming={leave.working}
      >
        <FormAlert message={leave.alert} />
        <p>
          You would lose your place (number {place.position}). You can join again later, at the back
          of the list.
        </p>
      </Modal>
    </Panel>
  );
}
