import { useEffect, useRef, useState } from 'react';
import { randomToken } from '@/lib/client-id';
import { FormField } from '@/lib/forms/form-field';
import { FormFieldset } from '@/lib/forms/form-fieldset';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import {
  MAX_ACCESS_NOTES_LENGTH,
  type OfferedSlot,
  type SmartMeterBooking,
  type SmartMeterBookingRequest,
} from '@/lib/gateway/contract/smart-meter-booking';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { createIdempotentAttempts } from '@/lib/gateway/idempotent-attempts';
import { Button } from '@/lib/ui/button';
import { FormAlert } from '@/lib/ui/form-alert';
import { Textarea } from '@/lib/ui/textarea';
import panels from '../screen/panels.module.css';
import {
  appointmentSchema,
  bookingRequestFrom,
  rescheduleRequestFrom,
  type AppointmentValues,
} from './appointment-form';
import { OnTheDay } from './on-the-day';
import {
  appointmentWords,
  dayWords,
  partOfDayName,
  slotsByDay,
  timeWindowWords,
  type MeterNow,
} from './slot-words';
import styles from './smart-meter.module.css';
import { loadSmartMeterCalls } from './use-smart-meter';

const SLOT_GONE = 'That appointment is no longer available. Please choose another.';

export interface ChooseAppointmentProps {
  accountId: number;
  /** The appointments on offer, soonest first. */
  slots: readonly OfferedSlot[];
  meters: readonly MeterNow[];
  /** The appointment being moved; null to book a first one. */
  current: SmartMeterBooking | null;
  /** The gateway's answer: the appointment as booked or moved. */
  onBooked: (booking: SmartMeterBooking) => void;
  /**
   * The appointments or the booking changed under the customer (a place taken meanwhile, a
   * booking made in another tab): fetch them again.
   */
  onStale: () => void;
  /** Rescheduling only: keep the appointment as it is. */
  onKeep?: () => void;
}

/**
 * The appointments offered, day by day, and notes for the engineer; then the appointment in
 * words with what happens on the day, to confirm. Booking sends one Idempotency-Key per
 * choice, so a double click or a retry books once.
 */
export function ChooseAppointment({
  accountId,
  slots,
  meters,
  current,
  onBooked,
  onStale,
  onKeep,
}: ChooseAppointmentProps) {
  const [confirming, setConfirming] = useState<AppointmentValues | null>(null);
  const [attempts] = useState(() =>
    createIdempotentAttempts(
      async (body: SmartMeterBookingRequest, options) =>
        (await loadSmartMeterCalls()).bookSmartMeter(accountId, body, options),
      randomToken,
    ),
  );
  const question = useRef<HTMLParagraphElement>(null);
  const choices = useRef<HTMLDivElement>(null);
  const backToChoices = useRef(false);
  const offered = current ? slots.filter((slot) => slot.id !== current.slot.id) : slots;
  const chosen = confirming && offered.find((slot) => slot.id === confirming.slotId);

  const { form, submit, alert } = useGatewayForm({
    schema: appointmentSchema,
    defaultValues: { slotId: '', accessNotes: current?.accessNotes ?? '' },
    async send(values) {
      if (!offered.some((slot) => slot.id === values.slotId)) {
        // Taken by someone else while this customer was choosing, and gone from the list.
        form.setError('slotId', { message: SLOT_GONE }, { shouldFocus: true });
        return;
      }
      if (!chosen) {
        setConfirming(values);
        return;
      }
      try {
        const calls = await loadSmartMeterCalls();
        onBooked(
          current
            ? await calls.rescheduleSmartMeter(accountId, rescheduleRequestFrom(values))
            : await attempts.send(bookingRequestFrom(values)),
        );
      } catch (error) {
        if (error instanceof GatewayError && [404, 409, 422].includes(error.statusCode)) {
          onStale();
        }
        throw error;
      } finally {
        // After a failure the choices come back, as chosen, with what went wrong.
        backToChoices.current = true;
        setConfirming(null);
      }
    },
  });

  // Keyboard and screen reader users are taken to the question, and back to the choices
  // (unless the form's alert has taken them to what went wrong).
  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (backToChoices.current && !alert) {
      const radio = (selector: string) =>
        choices.current?.querySelector<HTMLInputElement>(selector) ?? null;
      (radio('input:checked') ?? radio('input'))?.focus();
    }
    backToChoices.current = false;
  }, [confirming, alert]);

  return (
    <form className={panels.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert message={alert} />
      {confirming && chosen ? (
        <>
          <p ref={question} tabIndex={-1} className={styles.question}>
            {current ? (
              <>
                Move your appointment from {appointmentWords(current.slot)} to{' '}
                <strong>{appointmentWords(chosen)}</strong>?
              </>
            ) : (
              <>
                Book your smart meter installation for <strong>{appointmentWords(chosen)}</strong>?
              </>
            )}
          </p>
          {confirming.accessNotes && (
            <p>
              Your notes for the engineer: <q>{confirming.accessNotes}</q>
            </p>
          )}
          <OnTheDay slot={chosen} meters={meters} />
          <div className={styles.actions}>
            <SubmitButton form={form}>
              {current ? 'Move my appointment' : 'Book this appointment'}
            </SubmitButton>
            <Button
              variant="secondary"
              disabled={form.formState.isSubmitting}
              onClick={() => {
                backToChoices.current = true;
                setConfirming(null);
              }}
            >
              Choose another time
            </Button>
          </div>
        </>
      ) : (
        <>
          <div ref={choices}>
            <FormFieldset
              form={form}
              name="slotId"
              legend={current ? 'Choose a new day and time' : 'Choose a day and time'}
            >
              {(choice) => (
                <div className={styles.days}>
                  {slotsByDay(offered).map((day) => (
                    <fieldset key={day.date} className={styles.day}>
                      <legend className={styles.dayName}>{dayWords(day.date)}</legend>
                      {day.slots.map((slot) => (
                        <label key={slot.id} className={`${panels.choice} ${styles.slot}`}>
                          <input type="radio" value={slot.id} {...choice} />
                          <span>
                            {partOfDayName(slot)}
                            <span className={styles.window}>{timeWindowWords(slot)}</span>
                          </span>
                        </label>
                      ))}
                    </fieldset>
                  ))}
                </div>
              )}
            </FormFieldset>
          </div>
          <FormField
            form={form}
            name="accessNotes"
            as={Textarea}
            label="Anything our engineer should know (optional)"
            hint="For example where your meters are, parking, pets, or help someone at home needs. Please do not write key safe or door codes here"
            characterLimit={MAX_ACCESS_NOTES_LENGTH}
            length={form.watch('accessNotes').length}
            rows={3}
          />
          <div className={styles.actions}>
            <SubmitButton form={form}>Continue</SubmitButton>
            {onKeep && (
              <Button variant="secondary" onClick={onKeep}>
                Keep my appointment
              </Button>
            )}
          </div>
        </>
      )}
    </form>
  );
}
