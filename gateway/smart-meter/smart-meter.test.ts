import {
  smartMeterBooking,
  smartMeterBookingState,
  smartMeterSlots,
  waitingListPlace,
  type OfferedSlot,
} from '@/lib/gateway/contract/smart-meter-booking';
import { z } from 'zod';
import { execute, queryAll, queryValue } from '../db/sql';
import { UNKNOWN_ACCOUNT_ANSWER } from '@/tests/gateway/answers';
import {
  accountIdOf,
  createTestGateway,
  type LoggedIn,
  type TestGateway,
} from '@/tests/gateway/test-gateway';

const DAY_MS = 86_400_000;
/** Sam's accounts: Leeds (Yorkshire, region 23), and the Cardiff flat (South Wales, 21). */
const LEEDS = 2;
const CARDIFF = 3;

let gateway: TestGateway;
let sam: LoggedIn;
beforeEach(async () => {
  gateway = await createTestGateway();
  sam = await gateway.login('sam@example.com');
});

const base = (accountId: number) => `/api/v1/accounts/${accountId}/smart-meter`;

async function slotsOf(session: LoggedIn, accountId: number) {
  const response = await gateway.as(session, `${base(accountId)}/slots`);
  return { status: response.status, body: await response.json() };
}

async function offered(session: LoggedIn, accountId: number): Promise<OfferedSlot[]> {
  const { body } = await slotsOf(session, accountId);
  return smartMeterSlots.parse(body).slots;
}

async function stateOf(session: LoggedIn, accountId: number) {
  const response = await gateway.as(session, `${base(accountId)}/booking`);
  expect(response.status).toBe(200);
  return smartMeterBookingState.parse(await response.json());
}

async function send(
  session: LoggedIn,
  path: string,
  method: 'POST' | 'PATCH' | 'DELETE',
  json?: unknown,
  key?: string,
) {
  const response = await gateway.as(session, path, {
    method,
    json,
    headers: key ? { 'Idempotency-Key': key } : {},
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const book = (session: LoggedIn, accountId: number, body: unknown, key?: string) =>
  send(session, `${base(accountId)}/booking`, 'POST', body, key);
const reschedule = (session: LoggedIn, accountId: number, body: unknown) =>
  send(session, `${base(accountId)}/booking`, 'PATCH', body);
const cancel = (session: LoggedIn, accountId: number) =>
  send(session, `${base(accountId)}/booking`, 'DELETE');
const joinWaitingList = (session: LoggedIn, accountId: number, key?: string) =>
  send(session, `${base(accountId)}/waiting-list`, 'POST', undefined, key);
const leaveWaitingList = (session: LoggedIn, accountId: number) =>
  send(session, `${base(accountId)}/waiting-list`, 'DELETE');

const placesLeft = async (session: LoggedIn, accountId: number, slotId: string) =>
  (await offered(session, accountId)).find(({ id }) => id === slotId)?.placesLeft ?? 0;

const statusRow = z.object({ status: z.string() });

async function bookingRows(accountId: number) {
  const rows = await queryAll(
    gateway.database,
    statusRow,
    gateway.database
      .selectFrom('smart_meter_bookings')
      .select('status')
      .where('account_id', '=', accountId),
  );
  return rows.map(({ status }) => status);
}

describe('the appointments offered', () => {
  it('are weekday mornings and afternoons from 5 working days ahead to 4 weeks ahead, in the home’s region', async () => {
    const { status, body } = await slotsOf(sam, LEEDS);
    expect(status).toBe(200);
    expect(smartMeterSlots.parse(body)).toEqual(body);
    // Sunday 15 March 2026: the fifth working day after it is Friday 20 March.
    expect(body).toMatchObject({ regionName: 'Yorkshire', from: '2026-03-20', to: '2026-04-12' });
    const slots: OfferedSlot[] = body.slots;
    expect(slots.length).toBeGreaterThan(20);
    for (const slot of slots) {
      expect(slot.date >= '2026-03-20' && slot.date <= '2026-04-12').toBe(true);
      expect(new Date(`${slot.date}T00:00:00Z`).getUTCDay()).not.toBe(0);
      expect(new Date(`${slot.date}T00:00:00Z`).getUTCDay()).not.toBe(6);
      expect(slot.id).toBe(`23-${slot.date}-${slot.partOfDay === 'morning' ? 'am' : 'pm'}`);
      expect([slot.startTime, slot.endTime]).toEqual(
        slot.partOfDay === 'morning' ? ['08:00', '12:00'] : ['12:00', '17:00'],
      );
      expect(slot.placesLeft).toBeGreaterThan(0);
    }
    // Good Friday and Easter Monday are bank holidays.
    expect(slots.map(({ date }) => date)).not.toContain('2026-04-03');
    expect(slots.map(({ date }) => date)).not.toContain('2026-04-06');
    const order = slots.map(({ date, partOfDay }) => `${date} ${partOfDay === 'afternoon'}`);
    expect(order).toEqual(order.toSorted());
  });

  it('are the same on every call, and differ by region', async () => {
    const leeds = await offered(sam, LEEDS);
    expect(await offered(sam, LEEDS)).toEqual(leeds);
    const cardiff = await offered(sam, CARDIFF);
    expect(cardiff[0]?.id).toMatch(/^21-/);
  });

  it('move on with the calendar', async () => {
    gateway.clock.advance(7 * DAY_MS);
    const { body } = await slotsOf(await gateway.login('sam@example.com'), LEEDS);
    expect(body).toMatchObject({ from: '2026-03-27', to: '2026-04-19' });
  });

  it('are refused, saying why, to an account that cannot book', async () => {
    const alex = await gateway.login('alex@example.com');
    const { status, body } = await slotsOf(alex, 1);
    expect(status).toBe(422);
    expect(body.message).toBe(
      'Your home already has a smart meter for each fuel we supply, so there is nothing to book.',
    );
  });

  it('are none where no engineer can come, so the waiting list is offered (Lee in Glasgow)', async () => {
    const lee = await gateway.login('lee@example.com');
    const leeAccount = await accountIdOf(gateway, '40711852');
    const { status, body } = await slotsOf(lee, leeAccount);
    expect(status).toBe(200);
    expect(body).toMatchObject({ regionName: 'South Scotland', slots: [] });
  });

  it("answer another customer's account exactly as an unknown one (404)", async () => {
    const alex = await gateway.login('alex@example.com');
    expect(await slotsOf(alex, LEEDS)).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(await slotsOf(alex, 999)).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(await slotsOf(sam, 999)).toEqual(UNKNOWN_ACCOUNT_ANSWER);
  });
});

describe('the booking state', () => {
  it('says an eligible account has nothing booked yet, and which meters would be replaced', async () => {
    expect(await stateOf(sam, CARDIFF)).toEqual({
      eligible: true,
      ineligibleReason: null,
      meters: [{ fuel: 'electricity', meterType: 'economy7' }],
      booking: null,
      waitingList: null,
    });
  });

  it('says why an account with smart meters already cannot book', async () => {
    const alex = await gateway.login('alex@example.com');
    expect(await stateOf(alex, 1)).toMatchObject({
      eligible: false,
      ineligibleReason:
        'Your home already has a smart meter for each fuel we supply, so there is nothing to book.',
      meters: [
        { fuel: 'electricity', meterType: 'smart' },
        { fuel: 'gas', meterType: 'smart' },
      ],
    });
  });

  it('asks an account that cannot book for another reason to call', async () => {
    await execute(
      gateway.database,
      gateway.database
        .updateTable('accounts')
        .set({ smart_meter_booking_eligible: 0 })
        .where('id', '=', LEEDS),
    );
    expect((await stateOf(sam, LEEDS)).ineligibleReason).toMatch(
      /^We cannot book a smart meter for your home online at the moment. Please call us on 0330 111 5050/,
    );
  });
});

describe('booking an appointment', () => {
  it('books an offered appointment with the notes for the engineer, taking one of its places', async () => {
    const [slot] = await offered(sam, LEEDS);
    const before = await placesLeft(sam, LEEDS, slot!.id);
    const { status, body } = await book(sam, LEEDS, {
      slotId: slot!.id,
      accessNotes: '  Meters in the cellar; park on Grove Lane.  ',
    });
    expect(status).toBe(201);
    expect(smartMeterBooking.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      slot: {
        id: slot!.id,
        date: slot!.date,
        partOfDay: slot!.partOfDay,
        startTime: slot!.startTime,
        endTime: slot!.endTime,
      },
      accessNotes: 'Meters in the cellar; park on Grove Lane.',
      bookedAt: '2026-03-15T10:00:00.000Z',
      rescheduledAt: null,
    });
    expect((await stateOf(sam, LEEDS)).booking).toEqual(body);
    expect(await placesLeft(sam, LEEDS, slot!.id)).toBe(before - 1);
  });

  it('takes a full appointment off the list once its last place is booked', async () => {
    const slots = await offered(sam, LEEDS);
    const last = slots.find(({ placesLeft }) => placesLeft === 1);
    expect(last).toBeDefined();
    expect((await book(sam, LEEDS, { slotId: last!.id })).status).toBe(201);
    expect((await offered(sam, LEEDS)).map(({ id }) => id)).not.toContain(last!.id);
  });

  it('books once when the same request is sent twice with one Idempotency-Key', async () => {
    const [slot] = await offered(sam, LEEDS);
    const first = await book(sam, LEEDS, { slotId: slot!.id }, 'smart-meter-key-1');
    const again = await book(sam, LEEDS, { slotId: slot!.id }, 'smart-meter-key-1');
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    expect(await bookingRows(LEEDS)).toEqual(['Booked']);
  });

  it('refuses a second appointment with 409, naming the first', async () => {
    const [first, second] = await offered(sam, LEEDS);
    await book(sam, LEEDS, { slotId: first!.id });
    const { status, body } = await book(sam, LEEDS, { slotId: second!.id }, 'another-key');
    expect(status).toBe(409);
    expect(body.message).toMatch(
      /^You already have a smart meter appointment, on \w+day \d{1,2} \w+ 2026, (8am to midday|midday to 5pm): reschedule or cancel it instead.$/,
    );
    expect(await bookingRows(LEEDS)).toEqual(['Booked']);
  });

  it.each([
    ['no appointment', {}, 'body.slotId'],
    ['an appointment that is not one of ours', { slotId: 'tuesday-morning' }, 'body.slotId'],
    [
      'notes longer than 300 characters',
      { slotId: '23-2026-03-23-am', accessNotes: 'x'.repeat(301) },
      'body.accessNotes',
    ],
  ])('refuses %s with 400 naming the field', async (_case, body, field) => {
    const { status, body: error } = await book(sam, LEEDS, body);
    expect(status).toBe(400);
    expect(error.fields).toContainEqual(expect.objectContaining({ path: field }));
    expect(await bookingRows(LEEDS)).toEqual([]);
  });

  it.each([
    ['on a Saturday', '23-2026-03-21-am'],
    ['with less than 5 working days’ notice', '23-2026-03-19-pm'],
    ['more than 4 weeks ahead', '23-2026-04-20-am'],
    ['on Good Friday', '23-2026-04-03-am'],
    ["in another region (sam's Cardiff flat)", '21-2026-03-23-am'],
  ])('refuses an appointment %s with 422 on the field', async (_case, slotId) => {
    const { status, body } = await book(sam, LEEDS, { slotId });
    expect(status).toBe(422);
    expect(body).toMatchObject({
      message: 'That appointment is no longer available. Please choose another.',
      fields: [{ path: 'body.slotId' }],
    });
    expect(await bookingRows(LEEDS)).toEqual([]);
  });

  it('refuses a full appointment with 422', async () => {
    const [slot] = await offered(sam, LEEDS);
    await execute(
      gateway.database,
      gateway.database
        .updateTable('smart_meter_slots')
        .set({ capacity: 0 })
        .where('id', '=', slot!.id),
    );
    expect((await book(sam, LEEDS, { slotId: slot!.id })).status).toBe(422);
  });

  it("refuses an account that cannot book with 403, in the smart meter screen's words", async () => {
    const alex = await gateway.login('alex@example.com');
    const { status, body } = await book(alex, 1, { slotId: '22-2026-03-23-am' });
    expect(status).toBe(403);
    expect(body.message).toBe('We cannot book a smart meter for your home online at the moment.');
  });

  it("answers another customer's account exactly as an unknown one (404), booking nothing", async () => {
    const alex = await gateway.login('alex@example.com');
    const [slot] = await offered(sam, LEEDS);
    expect(await book(alex, LEEDS, { slotId: slot!.id })).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(await book(alex, 999, { slotId: slot!.id })).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(await book(sam, 999, { slotId: slot!.id })).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(await bookingRows(LEEDS)).toEqual([]);
  });
});

describe('rescheduling', () => {
  it('moves the appointment, freeing the first place, and keeps the notes unless new ones are sent', async () => {
    const [first, second] = await offered(sam, LEEDS);
    await book(sam, LEEDS, { slotId: first!.id, accessNotes: 'Side gate' });
    const firstPlaces = await placesLeft(sam, LEEDS, first!.id);
    const secondPlaces = await placesLeft(sam, LEEDS, second!.id);
    gateway.clock.advance(60_000);

    const { status, body } = await reschedule(sam, LEEDS, { slotId: second!.id });
    expect(status).toBe(200);
    expect(smartMeterBooking.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      slot: { id: second!.id },
      accessNotes: 'Side gate',
      bookedAt: '2026-03-15T10:00:00.000Z',
      rescheduledAt: '2026-03-15T10:01:00.000Z',
    });
    expect(await placesLeft(sam, LEEDS, first!.id)).toBe(firstPlaces + 1);
    expect(await placesLeft(sam, LEEDS, second!.id)).toBe(secondPlaces - 1);
    expect(await bookingRows(LEEDS)).toEqual(['Booked']);

    const notes = await reschedule(sam, LEEDS, { slotId: second!.id, accessNotes: '' });
    expect(notes.body).toMatchObject({ accessNotes: null, rescheduledAt: body.rescheduledAt });
  });

  it('answers a repeat of the same move with the appointment as it is', async () => {
    const [first, second] = await offered(sam, LEEDS);
    await book(sam, LEEDS, { slotId: first!.id });
    const moved = await reschedule(sam, LEEDS, { slotId: second!.id });
    const again = await reschedule(sam, LEEDS, { slotId: second!.id });
    expect(again).toEqual(moved);
  });

  it('refuses an appointment that has gone with 422, keeping the booking', async () => {
    const [first] = await offered(sam, LEEDS);
    await book(sam, LEEDS, { slotId: first!.id });
    const { status, body } = await reschedule(sam, LEEDS, { slotId: '23-2026-03-21-am' });
    expect(status).toBe(422);
    expect(body.fields).toEqual([{ path: 'body.slotId', message: expect.any(String) }]);
    expect((await stateOf(sam, LEEDS)).booking?.slot.id).toBe(first!.id);
  });

  it("answers 404 with nothing booked, 400 for a malformed appointment, and another customer's as an unknown account", async () => {
    const [slot] = await offered(sam, LEEDS);
    const nothing = await reschedule(sam, LEEDS, { slotId: slot!.id });
    expect(nothing.status).toBe(404);
    expect(nothing.body.message).toBe(
      'You have no smart meter appointment to move. Please book one.',
    );
    await book(sam, LEEDS, { slotId: slot!.id });
    const malformed = await reschedule(sam, LEEDS, { slotId: 42 });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields).toContainEqual(expect.objectContaining({ path: 'body.slotId' }));
    const alex = await gateway.login('alex@example.com');
    expect(await reschedule(alex, LEEDS, { slotId: slot!.id })).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(await reschedule(alex, 999, { slotId: slot!.id })).toEqual(UNKNOWN_ACCOUNT_ANSWER);
  });

  it('cannot move or cancel an appointment online once its day has come', async () => {
    const [first, second] = await offered(sam, LEEDS);
    await book(sam, LEEDS, { slotId: first!.id });
    gateway.clock.advance(5 * DAY_MS);
    sam = await gateway.login('sam@example.com');
    const moved = await reschedule(sam, LEEDS, { slotId: second!.id });
    expect(moved.status).toBe(422);
    expect(moved.body.message).toBe(
      'It is too late to change your appointment online. Please call us on 0330 111 5050.',
    );
    expect((await cancel(sam, LEEDS)).status).toBe(422);
  });
});

describe('cancelling', () => {
  it('cancels the appointment and frees its place', async () => {
    const [slot] = await offered(sam, LEEDS);
    const before = await placesLeft(sam, LEEDS, slot!.id);
    await book(sam, LEEDS, { slotId: slot!.id });
    const { status, body } = await cancel(sam, LEEDS);
    expect(status).toBe(204);
    expect(body).toBeNull();
    expect((await stateOf(sam, LEEDS)).booking).toBeNull();
    expect(await placesLeft(sam, LEEDS, slot!.id)).toBe(before);
    expect(await bookingRows(LEEDS)).toEqual(['Cancelled']);
    // A new appointment can be booked after cancelling.
    expect((await book(sam, LEEDS, { slotId: slot!.id })).status).toBe(201);
  });

  it("answers 404 with nothing booked, and another customer's as an unknown account", async () => {
    expect((await cancel(sam, LEEDS)).body.message).toBe(
      'You have no smart meter appointment to cancel.',
    );
    const [slot] = await offered(sam, LEEDS);
    await book(sam, LEEDS, { slotId: slot!.id });
    const alex = await gateway.login('alex@example.com');
    expect(await cancel(alex, LEEDS)).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(await cancel(alex, 999)).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(await bookingRows(LEEDS)).toEqual(['Booked']);
  });
});

describe('the waiting list', () => {
  let lee: LoggedIn;
  let leeAccount: number;
  beforeEach(async () => {
    lee = await gateway.login('lee@example.com');
    leeAccount = await accountIdOf(gateway, '40711852');
  });

  it('takes a customer whose region has no appointment, and says where they are in the queue', async () => {
    const { status, body } = await joinWaitingList(lee, leeAccount);
    expect(status).toBe(201);
    expect(waitingListPlace.parse(body)).toEqual(body);
    expect(body).toEqual({
      joinedAt: '2026-03-15T10:00:00.000Z',
      position: 1,
      regionName: 'South Scotland',
    });
    expect((await stateOf(lee, leeAccount)).waitingList).toEqual(body);

    // Sam's Leeds home, moved to Edinburgh, joins behind Lee.
    await execute(
      gateway.database,
      gateway.database.updateTable('accounts').set({ postcode: 'EH3 9AA' }).where('id', '=', LEEDS),
    );
    expect((await joinWaitingList(sam, LEEDS)).body.position).toBe(2);
    // Once Lee leaves, Sam moves up.
    expect((await leaveWaitingList(lee, leeAccount)).status).toBe(204);
    expect((await stateOf(sam, LEEDS)).waitingList?.position).toBe(1);
    expect((await stateOf(lee, leeAccount)).waitingList).toBeNull();
  });

  it('adds one place when the same request is sent twice with one Idempotency-Key', async () => {
    const first = await joinWaitingList(lee, leeAccount, 'waiting-key-1');
    const again = await joinWaitingList(lee, leeAccount, 'waiting-key-1');
    expect(again).toEqual(first);
    expect(
      await queryValue(
        gateway.database,
        z.number(),
        gateway.database
          .selectFrom('smart_meter_waiting_list')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('account_id', '=', leeAccount),
      ),
    ).toBe(1);
  });

  it('refuses a second place with 409', async () => {
    await joinWaitingList(lee, leeAccount);
    const { status, body } = await joinWaitingList(lee, leeAccount, 'another-key');
    expect(status).toBe(409);
    expect(body.message).toBe(
      'You are on the waiting list already, at number 1. We will be in touch.',
    );
  });

  it('refuses with 422 while appointments are offered, and with 409 once one is booked', async () => {
    const refused = await joinWaitingList(sam, LEEDS);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/We have appointments in your area now/);
    const [slot] = await offered(sam, LEEDS);
    await book(sam, LEEDS, { slotId: slot!.id });
    expect((await joinWaitingList(sam, LEEDS)).status).toBe(409);
  });

  it('takes the customer off the list when they book, once appointments open', async () => {
    const slots = await offered(sam, LEEDS);
    await execute(
      gateway.database,
      gateway.database
        .updateTable('smart_meter_slots')
        .set({ capacity: 0 })
        .where('region_id', '=', 23),
    );
    expect(await offered(sam, LEEDS)).toEqual([]);
    expect((await joinWaitingList(sam, LEEDS)).status).toBe(201);

    await execute(
      gateway.database,
      gateway.database
        .updateTable('smart_meter_slots')
        .set({ capacity: 2 })
        .where('id', '=', slots[0]!.id),
    );
    expect((await book(sam, LEEDS, { slotId: slots[0]!.id })).status).toBe(201);
    expect((await stateOf(sam, LEEDS)).waitingList).toBeNull();
    const waiting = await queryAll(
      gateway.database,
      statusRow,
      gateway.database
        .selectFrom('smart_meter_waiting_list')
        .select('status')
        .where('account_id', '=', LEEDS),
    );
    expect(waiting.map(({ status }) => status)).toEqual(['Booked']);
  });

  it("answers 404 when leaving a list the customer is not on, and another customer's as an unknown account", async () => {
    expect((await leaveWaitingList(lee, leeAccount)).status).toBe(404);
    await joinWaitingList(lee, leeAccount);
    expect(await leaveWaitingList(sam, leeAccount)).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(await joinWaitingList(sam, leeAccount)).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(await leaveWaitingList(sam, 999)).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(await joinWaitingList(sam, 999)).toEqual(UNKNOWN_ACCOUNT_ANSWER);
  });
});

describe('Smart Pay As You Go, shown beside a booking', () => {
  const eligibility = async (session: LoggedIn, accountId: number, number: string) =>
    (
      await gateway.as(
        session,
        `/api/v1/accounts/${accountId}/smartPayAsYouGo/eligibility?billingAccountNumber=${number}`,
      )
    ).json();

  it('waits for the smart meter to be fitted, and is open to a home with smart meters', async () => {
    expect(await eligibility(sam, LEEDS, '40422961')).toEqual({
      eligible: false,
      reasons: ['Pay As You Go needs a smart meter for every fuel you get from us.'],
    });
    const alex = await gateway.login('alex@example.com');
    expect(await eligibility(alex, 1, '40318275')).toEqual({ eligible: true, reasons: [] });
  });
});
