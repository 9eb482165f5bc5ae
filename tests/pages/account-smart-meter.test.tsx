import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSmartPayAsYouGoEligibility } from '@/lib/gateway/account';
import type {
  OfferedSlot,
  SmartMeterBooking,
  SmartMeterBookingState,
  SmartMeterSlots,
} from '@/lib/gateway/contract/smart-meter-booking';
import { GatewayError } from '@/lib/gateway/gateway-error';
import {
  bookSmartMeter,
  cancelSmartMeter,
  getSmartMeterBooking,
  getSmartMeterSlots,
  joinSmartMeterWaitingList,
  rescheduleSmartMeter,
} from '@/lib/gateway/smart-meter-booking';
import { makeAccountState } from '@/lib/gateway/testing/make-account-state';
import { makeRouter } from '@/tests/utils/make-router';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import SmartMeterPage from '@/pages/accounts/smart_meter_portal';

vi.mock('next/router', () => ({
  useRouter: () => makeRouter({ pathname: '/accounts/smart_meter_portal' }),
}));
vi.mock('@/lib/gateway/smart-meter-booking', () => ({
  getSmartMeterBooking: vi.fn(),
  getSmartMeterSlots: vi.fn(),
  bookSmartMeter: vi.fn(),
  rescheduleSmartMeter: vi.fn(),
  cancelSmartMeter: vi.fn(),
  joinSmartMeterWaitingList: vi.fn(),
  leaveSmartMeterWaitingList: vi.fn(),
}));
vi.mock('@/lib/gateway/account', () => ({ getSmartPayAsYouGoEligibility: vi.fn() }));

const TODAY = '2026-03-15';
const eligible = makeAccountState({ eligibleForSmartMeter: { eligible: true } });

const slot = (date: string, partOfDay: 'morning' | 'afternoon'): OfferedSlot => ({
  id: `22-${date}-${partOfDay === 'morning' ? 'am' : 'pm'}`,
  date,
  partOfDay,
  startTime: partOfDay === 'morning' ? '08:00' : '12:00',
  endTime: partOfDay === 'morning' ? '12:00' : '17:00',
  placesLeft: 3,
});
const monday = slot('2026-03-23', 'morning');
const tuesday = slot('2026-03-24', 'afternoon');
const offered: SmartMeterSlots = {
  regionName: 'South Western',
  from: '2026-03-23',
  to: '2026-04-12',
  slots: [monday, tuesday],
};

const meters: SmartMeterBookingState['meters'] = [
  { fuel: 'electricity', meterType: 'standard' },
  { fuel: 'gas', meterType: 'standard' },
];
const canBook: SmartMeterBookingState = {
  eligible: true,
  ineligibleReason: null,
  meters,
  booking: null,
  waitingList: null,
};
const bookedOn = (chosen: OfferedSlot, accessNotes: string | null = null): SmartMeterBooking => ({
  id: 7,
  slot: {
    id: chosen.id,
    date: chosen.date,
    partOfDay: chosen.partOfDay,
    startTime: chosen.startTime,
    endTime: chosen.endTime,
  },
  accessNotes,
  bookedAt: `${TODAY}T10:00:00.000Z`,
  rescheduledAt: null,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
  vi.mocked(getSmartMeterBooking).mockReset().mockResolvedValue(canBook);
  vi.mocked(getSmartMeterSlots).mockReset().mockResolvedValue(offered);
  vi.mocked(bookSmartMeter).mockReset();
  vi.mocked(rescheduleSmartMeter).mockReset();
  vi.mocked(cancelSmartMeter).mockReset();
  vi.mocked(joinSmartMeterWaitingList).mockReset();
  vi.mocked(getSmartPayAsYouGoEligibility)
    .mockReset()
    .mockResolvedValue({ eligible: false, reasons: ['Your meters are not smart meters yet.'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Book a smart meter', () => {
  it('books a chosen appointment with notes for the engineer, once confirmed', async () => {
    const user = userEvent.setup();
    const booking = bookedOn(tuesday, 'Meters under the stairs');
    vi.mocked(bookSmartMeter).mockResolvedValue(booking);
    await renderAccountScreen(<SmartMeterPage />, eligible);

    expect(await screen.findByRole('region', { name: 'Your free smart meter' })).toHaveTextContent(
      'our engineer will replace your electricity meter and your gas meter',
    );
    await user.click(await screen.findByRole('radio', { name: /Afternoon/ }));
    await user.type(
      screen.getByLabelText('Anything our engineer should know (optional)'),
      'Meters under the stairs',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(bookSmartMeter).not.toHaveBeenCalled();
    expect(screen.getByText(/Book your smart meter installation for/).textContent).toContain(
      'Tuesday 24 March 2026, between midday and 5pm',
    );
    await user.click(screen.getByRole('button', { name: 'Book this appointment' }));

    expect(bookSmartMeter).toHaveBeenCalledWith(
      1,
      { slotId: tuesday.id, accessNotes: 'Meters under the stairs' },
      { idempotencyKey: expect.any(String) },
    );
    expect(await screen.findByText(/appointment is booked/)).toHaveTextContent(
      'Your smart meter appointment is booked for Tuesday 24 March 2026, between midday and 5pm.',
    );
    const appointment = screen.getByRole('region', { name: 'Your smart meter appointment' });
    expect(appointment).toHaveTextContent('Meters under the stairs');
    // Booking a smart meter makes Smart Pay As You Go a real choice: its answer is shown.
    expect(await screen.findByRole('region', { name: 'Smart Pay As You Go' })).toHaveTextContent(
      'Your meters are not smart meters yet.',
    );
    expect(getSmartPayAsYouGoEligibility).toHaveBeenCalledWith(1, '40318275');
  });

  it('asks for a day and time beside the choices when none is chosen', async () => {
    const user = userEvent.setup();
    await renderAccountScreen(<SmartMeterPage />, eligible);
    await screen.findAllByRole('radio');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Choose a day and time for your installation'),
    ).toBeInTheDocument();
    expect(bookSmartMeter).not.toHaveBeenCalled();
  });

  it('says an appointment taken meanwhile has gone, keeps the notes, and fetches the times again', async () => {
    const user = userEvent.setup();
    vi.mocked(bookSmartMeter).mockRejectedValue(
      new GatewayError('That appointment has just been taken. Please choose another.', 422, {
        fields: [{ path: 'body.slotId', message: 'That appointment has just been taken.' }],
      }),
    );
    await renderAccountScreen(<SmartMeterPage />, eligible);
    await user.click(await screen.findByRole('radio', { name: /Morning/ }));
    await user.type(screen.getByLabelText(/Anything our engineer/), 'Ring the bell twice');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Book this appointment' }));

    expect(await screen.findByText('That appointment has just been taken.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Anything our engineer/)).toHaveValue('Ring the bell twice');
    expect(getSmartMeterSlots).toHaveBeenCalledTimes(2);
  });

  it('offers the waiting list where no appointment can be offered, and shows the place', async () => {
    const user = userEvent.setup();
    vi.mocked(getSmartMeterSlots).mockResolvedValue({ ...offered, slots: [] });
    vi.mocked(joinSmartMeterWaitingList).mockResolvedValue({
      joinedAt: `${TODAY}T10:00:00.000Z`,
      position: 4,
      regionName: 'South Western',
    });
    await renderAccountScreen(<SmartMeterPage />, eligible);
    const none = await screen.findByRole('region', { name: 'No appointments in your area yet' });
    await user.click(within(none).getByRole('button', { name: 'Join the waiting list' }));

    expect(joinSmartMeterWaitingList).toHaveBeenCalledWith(1, {
      idempotencyKey: expect.any(String),
    });
    expect(
      await screen.findByRole('region', { name: 'You are on the waiting list' }),
    ).toHaveTextContent('you are number 4 in South Western');
    expect(screen.queryByRole('button', { name: 'Join the waiting list' })).toBeNull();
  });
});

describe('A booked appointment', () => {
  beforeEach(() => {
    vi.mocked(getSmartMeterBooking).mockResolvedValue({
      ...canBook,
      booking: bookedOn(monday),
    });
  });

  it('moves to another offered time, leaving out the one booked', async () => {
    const user = userEvent.setup();
    vi.mocked(rescheduleSmartMeter).mockResolvedValue({
      ...bookedOn(tuesday),
      rescheduledAt: `${TODAY}T11:00:00.000Z`,
    });
    await renderAccountScreen(<SmartMeterPage />, eligible);
    await user.click(await screen.findByRole('button', { name: 'Reschedule appointment' }));
    const choose = await screen.findByRole('region', { name: 'Choose a new appointment' });
    expect(within(choose).getAllByRole('radio')).toHaveLength(1);
    await user.click(within(choose).getByRole('radio', { name: /Afternoon/ }));
    await user.click(within(choose).getByRole('button', { name: 'Continue' }));
    expect(within(choose).getByText(/Move your appointment from/)).toHaveTextContent(
      'Monday 23 March 2026, between 8am and midday to Tuesday 24 March 2026',
    );
    await user.click(within(choose).getByRole('button', { name: 'Move my appointment' }));

    expect(rescheduleSmartMeter).toHaveBeenCalledWith(1, { slotId: tuesday.id, accessNotes: '' });
    expect(await screen.findByText(/has moved/)).toHaveTextContent(
      'Your appointment has moved to Tuesday 24 March 2026, between midday and 5pm.',
    );
    expect(screen.getByRole('region', { name: 'Your smart meter appointment' })).toHaveTextContent(
      'moved on 15 March 2026',
    );
  });

  it('cancels only once the customer confirms, then offers booking again', async () => {
    const user = userEvent.setup();
    vi.mocked(cancelSmartMeter).mockResolvedValue(undefined as never);
    await renderAccountScreen(<SmartMeterPage />, eligible);
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancel your smart meter appointment?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(cancelSmartMeter).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }),
    );
    expect(cancelSmartMeter).toHaveBeenCalledWith(1);
    expect(await screen.findByText(/is cancelled/)).toHaveTextContent(
      'Your appointment on Monday 23 March 2026, between 8am and midday is cancelled.',
    );
    expect(await screen.findByRole('region', { name: 'Book your installation' })).toBeVisible();
  });

  it('keeps a failed cancellation open with what went wrong', async () => {
    const user = userEvent.setup();
    vi.mocked(cancelSmartMeter).mockRejectedValue(
      new GatewayError('Something went wrong on our side.', 500),
    );
    await renderAccountScreen(<SmartMeterPage />, eligible);
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }),
    );
    expect(
      await within(screen.getByRole('dialog')).findByText(/Something went wrong/),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Your smart meter appointment' })).toBeVisible();
  });
});

describe('A customer who cannot book', () => {
  it("says why in the gateway's words and, with smart meters already, whether Smart Pay As You Go is open", async () => {
    vi.mocked(getSmartMeterBooking).mockResolvedValue({
      ...canBook,
      eligible: false,
      ineligibleReason: 'Your home has smart meters already.',
      meters: meters.map((meter) => ({ ...meter, meterType: 'smart' as const })),
    });
    vi.mocked(getSmartPayAsYouGoEligibility).mockResolvedValue({ eligible: true, reasons: [] });
    await renderAccountScreen(<SmartMeterPage />, makeAccountState());

    expect(await screen.findByText('Your home has smart meters already.')).toBeVisible();
    expect(await screen.findByText(/You can switch to Smart Pay As You Go/)).toBeInTheDocument();
    expect(getSmartMeterSlots).not.toHaveBeenCalled();
  });
});
