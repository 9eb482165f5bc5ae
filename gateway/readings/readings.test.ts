import { z } from 'zod';
import { execute, queryAll, queryOne, queryValue } from '../db/sql';
import { answerOf, UNKNOWN_ACCOUNT_ANSWER } from '@/tests/gateway/answers';
import { createTestGateway, type LoggedIn, type TestGateway } from '@/tests/gateway/test-gateway';

let gateway: TestGateway;
let alex: LoggedIn;
beforeEach(async () => {
  gateway = await createTestGateway();
  alex = await gateway.login('alex@example.com');
});

/** Alex's smart electricity meter (point 1, register 1): last read 21,977 on 1 March 2026. */
const submission = (overrides: { readOn?: string; value?: number } = {}) => ({
  meterPointId: 1,
  readOn: overrides.readOn ?? '2026-03-14',
  readings: [{ registerId: 1, value: overrides.value ?? 22_100 }],
});

const submit = (body: unknown, session = alex, idempotencyKey?: string, accountId = 1) =>
  gateway.as(session, `/api/v1/accounts/${accountId}/readings`, {
    method: 'POST',
    json: body,
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });

const readingCount = () =>
  queryValue(
    gateway.database,
    z.number(),
    gateway.database.selectFrom('readings').select((eb) => eb.fn.countAll().as('count')),
  );

describe('GET readings', () => {
  it("lists the account's meters, registers with their last reading, and the history", async () => {
    const response = await gateway.as(alex, '/api/v1/accounts/1/readings');
    const body = await response.json();
    const electricity = body.meterPoints.find((m: { fuel: string }) => m.fuel === 'electricity');
    expect(electricity).toMatchObject({
      meterType: 'smart',
      mpan: expect.stringMatching(/^22\d{11}$/),
      mprn: null,
      registers: [
        {
          id: 1,
          name: 'standard',
          unit: 'kWh',
          lastReading: { readOn: '2026-03-01', value: 21_977 },
          lastActualReading: { readOn: '2026-03-01', value: 21_977, source: 'smart' },
        },
      ],
      freshness: { lastReadOn: '2026-03-01', smartDataUntil: '2026-03-14', smartSilentDays: 0 },
    });
    expect(body.readings[0].readOn >= body.readings.at(-1).readOn).toBe(true);
  });

  it("flags riley's smart meter, silent for 5 days, and says when it last sent figures", async () => {
    const riley = await gateway.login('riley@example.com');
    const id = await queryValue(
      gateway.database,
      z.number(),
      gateway.database.selectFrom('accounts').select('id').where('number', '=', '40865129'),
    );
    const body = await (await gateway.as(riley, `/api/v1/accounts/${id}/readings`)).json();
    for (const meter of body.meterPoints) {
      expect(meter.freshness).toMatchObject({ smartDataUntil: '2026-03-09', smartSilentDays: 5 });
    }
  });

  it('has no smart freshness for a meter without smart data', async () => {
    const sam = await gateway.login('sam@example.com');
    const body = await (await gateway.as(sam, '/api/v1/accounts/3/readings')).json();
    expect(body.meterPoints[0].freshness).toMatchObject({
      lastReadOn: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      smartDataUntil: null,
      smartSilentDays: null,
    });
  });
});

describe('POST readings', () => {
  it('records a reading and answers it', async () => {
    const response = await submit(submission());
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      readings: [
        expect.objectContaining({
          registerId: 1,
          registerName: 'standard',
          fuel: 'electricity',
          readOn: '2026-03-14',
          value: 22_100,
          source: 'customer',
          replaced: false,
        }),
      ],
      replacedEstimates: [],
    });
    const history = await (await gateway.as(alex, '/api/v1/accounts/1/readings')).json();
    expect(history.meterPoints[1].registers[0].lastReading.value).toBe(22_100);
  });

  it.each([
    [
      'lower than the last actual reading, naming it',
      { value: 21_000 },
      'body.readings.0.lowerReadingReason',
      /lower than your last actual reading, 21,977 on 1 March 2026\./,
    ],
    ['dated in the future', { readOn: '2026-03-16' }, 'body.readOn', /cannot be in the future/],
    [
      'dated before the last reading',
      { readOn: '2026-02-20' },
      'body.readOn',
      /after your last reading on 1 March 2026/,
    ],
    [
      'implying more than 3 times the usual daily use, until confirmed',
      { value: 29_000 },
      'body.readings.0.highUseConfirmed',
      /means about [\d,.]+ kWh a day since 1 March 2026, more than 3 times the [\d.]+ kWh you usually use/,
    ],
    ['more digits than the meter has', { value: 1_234_567 }, 'body.readings.0.value', /6 digits/],
  ])('refuses a reading %s with 422 naming the field', async (_case, overrides, path, message) => {
    const before = await readingCount();
    const response = await submit(submission(overrides));
    expect(response.status).toBe(422);
    const error = await response.json();
    expect(error.message).toMatch(message);
    expect(error.fields).toEqual([{ path, message: error.message }]);
    expect(await readingCount()).toBe(before);
  });

  it('accepts a lower reading once the customer says the meter went round or corrected one', async () => {
    const rolledOver = await submit({
      ...submission({ value: 50 }),
      readings: [{ registerId: 1, value: 50, lowerReadingReason: 'meterRolledOver' }],
    });
    // 999,999 → 0 → 50 is 1,000,000 − 21,977 + 50 kWh in 13 days: far above usual, so it asks.
    expect(rolledOver.status).toBe(422);
    expect((await rolledOver.json()).fields[0].path).toBe('body.readings.0.highUseConfirmed');

    const corrected = await submit({
      ...submission(),
      readings: [{ registerId: 1, value: 21_950, lowerReadingReason: 'correctsEstimate' }],
    });
    expect(corrected.status).toBe(201);
    expect(
      await queryValue(
        gateway.database,
        z.string(),
        gateway.database
          .selectFrom('readings')
          .select('lower_reading_reason')
          .where('register_id', '=', 1)
          .where('value', '=', 21950),
      ),
    ).toBe('correctsEstimate');
  });

  it('questions use above 3 times the usual a day, accepting exactly 3 times', async () => {
    const annual = Number(
      await queryValue(
        gateway.database,
        z.number(),
        gateway.database.selectFrom('registers').select('estimated_annual_kwh').where('id', '=', 1),
      ),
    );
    const threeTimes = Math.floor(((3 * annual) / 365) * 13);
    expect((await submit(submission({ value: 21_977 + threeTimes }))).status).toBe(201);
    await execute(
      gateway.database,
      gateway.database
        .deleteFrom('readings')
        .where('register_id', '=', 1)
        .where('source', '=', 'customer'),
    );

    const over = submission({ value: 21_977 + threeTimes + 2 });
    expect((await submit(over)).status).toBe(422);
    const confirmed = await submit({
      ...over,
      readings: [{ ...over.readings[0]!, highUseConfirmed: true }],
    });
    expect(confirmed.status).toBe(201);
  });

  it('replaces the estimates since the last actual reading, keeping those bills name', async () => {
    const sam = await gateway.login('sam@example.com');
    const register = await queryOne(
      gateway.database,
      z.object({
        id: z.number(),
        meterPointId: z.number(),
        lastActualOn: z.string(),
        lastActual: z.number(),
      }),
      gateway.database
        .selectFrom('registers as r')
        .innerJoin('meter_points as m', 'm.id', 'r.meter_point_id')
        .select((eb) => {
          const lastCustomerReading = eb
            .selectFrom('readings')
            .whereRef('register_id', '=', 'r.id')
            .where('source', '=', 'customer')
            .orderBy('read_on', 'desc')
            .limit(1);
          return [
            'r.id',
            'r.meter_point_id as meterPointId',
            lastCustomerReading.select('read_on').as('lastActualOn'),
            lastCustomerReading.select('value').as('lastActual'),
          ];
        })
        .where('m.account_id', '=', 2)
        .where('m.fuel', '=', 'electricity'),
    );
    if (!register) throw new Error('expected an electricity register on account 2');
    const estimates = await queryAll(
      gateway.database,
      z.object({ id: z.number(), value: z.number() }),
      gateway.database
        .selectFrom('readings')
        .select(['id', 'value'])
        .where('register_id', '=', register.id)
        .where('source', '=', 'estimated')
        .where('read_on', '>', register.lastActualOn)
        .orderBy('read_on'),
    );
    expect(estimates.length).toBeGreaterThan(0);
    const billed = await queryValue(
      gateway.database,
      z.number(),
      gateway.database
        .selectFrom('bill_lines')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('closing_reading_id', '=', estimates[0]!.id),
    );
    expect(billed).toBe(1);

    // Lower than our latest estimate, higher than the last actual reading: accepted.
    const value = register.lastActual + 1;
    expect(value).toBeLessThan(estimates.at(-1)!.value);
    const response = await submit(
      {
        meterPointId: register.meterPointId,
        readOn: '2026-03-14',
        readings: [{ registerId: register.id, value }],
      },
      sam,
      undefined,
      2,
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.replacedEstimates.map((r: { id: number }) => r.id)).toEqual(
      estimates.map((estimate) => estimate.id),
    );
    expect(body.replacedEstimates.every((r: { replaced: boolean }) => r.replaced)).toBe(true);

    const history = await (await gateway.as(sam, '/api/v1/accounts/2/readings')).json();
    const shown = history.meterPoints
      .flatMap((meter: { registers: { id: number }[] }) => meter.registers)
      .find((r: { id: number }) => r.id === register.id);
    expect(shown.lastReading).toMatchObject({ value, source: 'customer', readOn: '2026-03-14' });
    // The estimate the bill names is still there, marked replaced.
    const estimateRow = await queryValue(
      gateway.database,
      z.number().nullable(),
      gateway.database
        .selectFrom('readings')
        .select('superseded_by')
        .where('id', '=', estimates[0]!.id),
    );
    expect(estimateRow).toBe(body.readings[0].id);
  });

  it('refuses a second reading for a day already read', async () => {
    expect((await submit(submission({ readOn: '2026-03-01', value: 21_977 }))).status).toBe(409);
  });

  it('needs a reading for each register: day and night on Economy 7', async () => {
    const sam = await gateway.login('sam@example.com');
    const registers = await queryAll(
      gateway.database,
      z.object({ id: z.number(), name: z.string(), meterPointId: z.number() }),
      gateway.database
        .selectFrom('registers as r')
        .innerJoin('meter_points as m', 'm.id', 'r.meter_point_id')
        .select(['r.id', 'r.name', 'm.id as meterPointId'])
        .where('m.account_id', '=', 3)
        .orderBy('r.id'),
    );
    const [day, night] = registers;
    if (!day || !night) throw new Error('expected day and night registers');
    const lastValue = async (registerId: number) =>
      Number(
        await queryValue(
          gateway.database,
          z.number(),
          gateway.database
            .selectFrom('readings')
            .select('value')
            .where('register_id', '=', registerId)
            .orderBy('read_on', 'desc')
            .limit(1),
        ),
      );

    const onlyDay = await submit(
      {
        meterPointId: day.meterPointId,
        readOn: '2026-03-14',
        readings: [{ registerId: day.id, value: (await lastValue(day.id)) + 50 }],
      },
      sam,
      undefined,
      3,
    );
    expect(onlyDay.status).toBe(422);
    expect((await onlyDay.json()).message).toMatch(/each register of this meter \(day and night\)/);

    const both = await submit(
      {
        meterPointId: day.meterPointId,
        readOn: '2026-03-14',
        readings: [
          { registerId: day.id, value: (await lastValue(day.id)) + 50 },
          { registerId: night.id, value: (await lastValue(night.id)) + 80 },
        ],
      },
      sam,
      undefined,
      3,
    );
    expect(both.status).toBe(201);
    expect(
      (await both.json()).readings.map((r: { registerName: string }) => r.registerName),
    ).toEqual(['day', 'night']);
  });

  it('refuses a meter that is not on the account', async () => {
    const response = await submit({ ...submission(), meterPointId: 3 });
    expect(response.status).toBe(422);
    expect((await response.json()).fields[0].path).toBe('body.meterPointId');
  });

  it('refuses the same register twice in one submission', async () => {
    const body = {
      ...submission(),
      readings: [
        { registerId: 1, value: 22_100 },
        { registerId: 1, value: 22_200 },
      ],
    };
    const response = await submit(body);
    expect(response.status).toBe(400);
    expect((await response.json()).fields[0].path).toBe('body.readings');
  });
});

describe('Idempotency-Key', () => {
  it('records a repeated request once and answers the first response again', async () => {
    const first = await submit(submission(), alex, 'reading-2026-03-14');
    const before = await readingCount();
    const second = await submit(submission(), alex, 'reading-2026-03-14');
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(await readingCount()).toBe(before);
  });

  it('refuses a used key with a different request', async () => {
    await submit(submission(), alex, 'reading-key');
    const response = await submit(
      submission({ value: 22_150, readOn: '2026-03-15' }),
      alex,
      'reading-key',
    );
    expect(response.status).toBe(422);
    expect((await response.json()).message).toMatch(/already used for a different request/);
  });

  it("keeps each customer's keys apart", async () => {
    await submit(submission(), alex, 'shared-key');
    const sam = await gateway.login('sam@example.com');
    const response = await submit(submission(), sam, 'shared-key');
    // Sam's own request is checked on its merits (Alex's account is not Sam's, so to Sam it
    // is not there), not replayed.
    expect(await answerOf(response)).toEqual(UNKNOWN_ACCOUNT_ANSWER);
  });

  it('does not store a key when the request fails, so a corrected retry can use it', async () => {
    expect((await submit(submission({ value: 1 }), alex, 'retry-key')).status).toBe(422);
    expect((await submit(submission(), alex, 'retry-key')).status).toBe(201);
  });

  it('refuses a key that is too long', async () => {
    const response = await submit(submission(), alex, 'k'.repeat(256));
    expect(response.status).toBe(400);
  });
});
