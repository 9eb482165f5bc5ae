import { useEffect, useRef, useState } from 'react';
import { formatLongDate } from '@/lib/format-date';
import type {
  SmartMeterBooking,
  SmartMeterSlots,
} from '@/lib/gateway/contract/smart-meter-booking';
import { Button } from '@/lib/ui/button';
import { LoadFailure } from '@/lib/ui/load-failure';
import { PhoneLink } from '@/lib/ui/phone-link';
import { codeSplit } from '@/lib/ui/code-split';
import { FormLoading } from '../screen/form-loading';
import { Panel } from '../screen/panel';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';
import { OnTheDay } from './on-the-day';
import { appointmentWords, metersToReplaceWords, type MeterNow } from './slot-words';
import styles from './smart-meter.module.css';

const ChooseAppointment = codeSplit(
  () => import('./choose-appointment').then((module) => module.ChooseAppointment),
  () => <FormLoading minHeight="24rem" />,
);

interface BookedAppointmentProps {
  accountId: number;
  booking: SmartMeterBooking;
  meters: readonly MeterNow[];
  /** The appointments on offer, to move to; undefined while they load. */
  slots: SmartMeterSlots | undefined;
  slotsError: Error | undefined;
  retrySlots: () => void;
  today: string;
  onRescheduled: (booking: SmartMeterBooking) => void;
  onCancelled: () => void;
  /** Fetch the booking and the appointments again: they changed elsewhere. */
  onStale: () => void;
}

/** The appointment booked: when, what the engineer does, and moving or cancelling it. */
export function BookedAppointment({
  accountId,
  booking,
  meters,
  slots,
  slotsError,
  retrySlots,
  today,
  onRescheduled,
  onCancelled,
  onStale,
}: BookedAppointmentProps) {
  const [rescheduling, setRescheduling] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const replacing = metersToReplaceWords(meters);
  // Opening the choice of a new time takes focus there; keeping the appointment brings it back.
  const newTime = useRef<HTMLDivElement>(null);
  const rescheduleButton = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);
  useEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    (rescheduling ? newTime : rescheduleButton).current?.focus();
  }, [rescheduling]);
  const reschedule = (open: boolean) => {
    toggled.current = true;
    setRescheduling(open);
  };
  const changeable = booking.slot.date > today;
  // Fetched before Reschedule is pressed, so the choice of times opens at once.
  useEffect(() => {
    if (changeable) void ChooseAppointment.preload();
  }, [changeable]);

  return (
    <>
      <Panel heading="Your smart meter appointment">
        <p className={styles.appointment}>
          <strong>{appointmentWords(booking.slot)}</strong>
        </p>
        {replacing && (
          <p>Our engineer will replace {replacing} with a smart meter, free of charge.</p>
        )}
        {booking.accessNotes && (
          <p>
            Your notes for the engineer: <q>{booking.accessNotes}</q>
          </p>
        )}
        <p>
          Booked on {formatLongDate(booking.bookedAt)}
          {booking.rescheduledAt && `, moved on ${formatLongDate(booking.rescheduledAt)}`}.
        </p>
        <OnTheDay slot={booking.slot} meters={meters} />
        {changeable ? (
          !rescheduling && (
            <div className={styles.actions}>
              <Button ref={rescheduleButton} variant="secondary" onClick={() => reschedule(true)}>
                Reschedule appointment
              </Button>
              <Button variant="secondary" onClick={() => setCancelling(true)}>
                Cancel appointment
              </Button>
            </div>
          )
        ) : (
          <p>
            To change it now, please call us on <PhoneLink />.
          </p>
        )}
      </Panel>
      {rescheduling && changeable && (
        <div ref={newTime} tabIndex={-1} className={styles.focusTarget}>
          <Panel heading="Choose a new appointment" busy={!slots && !slotsError}>
            {slotsError && !slots ? (
              <LoadFailure message={slotsError.message} retry={retrySlots} />
            ) : !slots ? (
              <div className={styles.placeholder} />
            ) : slots.slots.some((slot) => slot.id !== booking.slot.id) ? (
              <ChooseAppointment
                accountId={accountId}
                slots={slots.slots}
                meters={meters}
                current={booking}
                onBooked={(moved) => {
                  setRescheduling(false);
                  onRescheduled(moved);
                }}
                onStale={onStale}
                onKeep={() => reschedule(false)}
              />
            ) : (
              <>
                <p>
                  We have no other appointment in {slots.regionName} in the next 4 weeks. Your
                  appointment stays as it is; to find another time, call us on <PhoneLink />.
                </p>
                <Button variant="secondary" onClick={() => reschedule(false)}>
                  Keep my appointment
                </Button>
              </>
            )}
          </Panel>
        </div>
      )}
      <CancelAppointmentDialog
        accountId={accountId}
        booking={booking}
        open={cancelling}
        onClose={() => setCancelling(false)}
        onCancelled={() => {
          setCancelling(false);
          onCancelled();
        }}
      />
    </>
  );
}
