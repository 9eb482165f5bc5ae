import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyedMutator } from 'swr';
import type { AccountSummary } from '@/lib/gateway/contract/customer';
import type {
  SmartMeterBooking,
  SmartMeterBookingState,
  SmartMeterSlots,
  WaitingListPlace,
} from '@/lib/gateway/contract/smart-meter-booking';
import { formatLongDate } from '@/lib/format-date';
import { londonToday } from '@/lib/iso-date';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { codeSplit } from '@/lib/ui/code-split';
import panels from '../screen/panels.module.css';
import { FormLoading } from '../screen/form-loading';
import { Panel } from '../screen/panel';
import { ScreenData } from '../screen/screen-data';
import { BookedAppointment } from './booked-appointment';
import { appointmentWords } from './slot-words';
import { SmartPayAsYouGo } from './smart-pay-as-you-go';
import styles from './smart-meter.module.css';
import { useSmartMeterBooking, useSmartMeterSlots } from './use-smart-meter';
import { JoinWaitingList, WaitingListPlacePanel } from './waiting-list';
import { YourSmartMeter } from './your-smart-meter';

/** What the page shows instead to an account that may not book (the frame's refusal). */
export { SmartMeterRefusal } from './smart-meter-refusal';

// Choosing an appointment is a form (react-hook-form, the contract's zod): it loads once the
// screen is up, while the appointments load.
const loadChooseAppointment = () =>
  import('./choose-appointment').then((module) => module.ChooseAppointment);
const ChooseAppointment = codeSplit(loadChooseAppointment, () => <FormLoading minHeight="30rem" />);

/** What an action did, said in words; it takes focus, as the control that did it has gone. */
function Notice({ message }: { message: string | null }) {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) notice.current?.focus();
  }, [message]);
  return (
    <div role="status" className={panels.liveStatus}>
      {message && (
        <p ref={notice} tabIndex={-1} className={panels.confirmation}>
          {message}
        </p>
      )}
    </div>
  );
}

interface AppointmentsProps {
  account: AccountSummary;
  state: SmartMeterBookingState;
  slots: SmartMeterSlots;
  onBooked: (booking: SmartMeterBooking) => void;
  onJoined: (place: WaitingListPlace) => void;
  onStale: () => void;
}

/** The appointments on offer to choose from, or the waiting list when there are none. */
function Appointments({ account, state, slots, onBooked, onJoined, onStale }: AppointmentsProps) {
  if (slots.slots.length === 0) {
    return state.waitingList ? null : (
      <JoinWaitingList
        accountId={account.id}
        regionName={slots.regionName}
        onJoined={onJoined}
        onStale={onStale}
      />
    );
  }
  return (
    <Panel heading="Book your installation">
      <p>
        Choose a morning (8am to midday) or an afternoon (midday to 5pm) from{' '}
        {formatLongDate(slots.from)} to {formatLongDate(slots.to)}. These are the times our
        engineers in {slots.regionName} have free.
      </p>
      <ChooseAppointment
        accountId={account.id}
        slots={slots.slots}
        meters={state.meters}
        current={null}
        onBooked={onBooked}
        onStale={onStale}
      />
    </Panel>
  );
}

/**
 * Book a smart meter (/accounts/smart_meter_portal): what the account can have, the
 * appointments the region's engineers can offer, the appointment once booked (moved or
 * cancelled here), or a waiting-list place where none can be offered; and, once a smart meter
 * is booked, whether the account could then pay as it goes.
 */
export function SmartMeterScreen({ account }: { account: AccountSummary }) {
  const booking = useSmartMeterBooking(account.id);
  useEffect(() => {
    void ChooseAppointment.preload();
  }, []);
  return (
    <ScreenData
      query={booking}
      placeholder={
        <LoadingPlaceholder className={styles.placeholder} label="Loading your smart meter" />
      }
    >
      {(state) => <SmartMeterBooking account={account} state={state} mutate={booking.mutate} />}
    </ScreenData>
  );
}

interface SmartMeterBookingProps {
  account: AccountSummary;
  state: SmartMeterBookingState;
  /** SWR's mutate of the state: puts an answer in it, or fetches it again. */
  mutate: KeyedMutator<SmartMeterBookingState>;
}

/** The screen once the account's state has loaded. */
function SmartMeterBooking({ account, state, mutate }: SmartMeterBookingProps) {
  const today = useMemo(() => londonToday(new Date()), []);
  const slots = useSmartMeterSlots(account.id, state.eligible);
  const [notice, setNotice] = useState<string | null>(null);

  const revalidate = () => {
    void mutate();
    void slots.mutate();
  };
  /** Puts the gateway's answer in the screen, and fetches the places left again. */
  const changed = (update: Partial<SmartMeterBookingState>, message: string) => {
    void mutate({ ...state, ...update }, { revalidate: false });
    void slots.mutate();
    setNotice(message);
  };

  const { booking, waitingList, meters } = state;
  return (
    <div className={panels.screen}>
      <Notice message={notice} />
      {booking ? (
        <>
          <BookedAppointment
            accountId={account.id}
            booking={booking}
            meters={meters}
            slots={slots.data}
            slotsError={slots.error}
            retrySlots={() => void slots.mutate()}
            today={today}
            onRescheduled={(moved) =>
              changed(
                { booking: moved },
                `Your appointment has moved to ${appointmentWords(moved.slot)}.`,
              )
            }
            onCancelled={() =>
              changed(
                { booking: null },
                `Your appointment on ${appointmentWords(booking.slot)} is cancelled. You can book another whenever you are ready.`,
              )
            }
            onStale={revalidate}
          />
          <SmartPayAsYouGo
            accountId={account.id}
            accountNumber={account.number}
            fittingOn={booking.slot.date}
          />
        </>
      ) : (
        <>
          <YourSmartMeter meters={meters} />
          {waitingList && (
            <WaitingListPlacePanel
              accountId={account.id}
              place={waitingList}
              appointmentsOpen={(slots.data?.slots.length ?? 0) > 0}
              onLeft={() => changed({ waitingList: null }, 'You have left the waiting list.')}
            />
          )}
          <ScreenData
            query={slots}
            placeholder={
              <LoadingPlaceholder className={styles.placeholder} label="Loading the appointments" />
            }
          >
            {(offered) => (
              <Appointments
                account={account}
                state={state}
                slots={offered}
                onBooked={(booked) =>
                  changed(
                    { booking: booked, waitingList: null },
                    `Your smart meter appointment is booked for ${appointmentWords(booked.slot)}.`,
                  )
                }
                onJoined={(place) =>
                  changed(
                    { waitingList: place },
                    `You are on the waiting list, at number ${place.position}.`,
                  )
                }
                onStale={revalidate}
              />
            )}
          </ScreenData>
        </>
      )}
    </div>
  );
}
