import { z } from 'zod';
import { makeEvReminderRequest } from '@/tests/utils/make-page-block-requests';
import { queryAll } from '../db/sql';
import { createTestGateway, type TestGateway } from '@/tests/gateway/test-gateway';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});

const remind = (body: unknown) =>
  gateway.request('/api/v1/ev-reminders', { method: 'POST', json: body });

const reminders = () =>
  queryAll(
    gateway.database,
    z.object({ email: z.string(), remindOn: z.string() }),
    gateway.database.selectFrom('ev_reminders').select(['email', 'remind_on as remindOn']),
  );

describe('POST /api/v1/ev-reminders', () => {
  it('records the reminder and answers it', async () => {
    const response = await remind(makeEvReminderRequest({ email: ' Sol@Example.com ' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: 'sol@example.com', remindOn: '2026-09-01' });
    expect(await reminders()).toEqual([{ email: 'sol@example.com', remindOn: '2026-09-01' }]);
  });

  it('accepts the same email again without a second row, moving the date', async () => {
    await remind(makeEvReminderRequest({ remindOn: '2026-09-01' }));
    const again = await remind(
      makeEvReminderRequest({ email: 'SOL@example.com', remindOn: '2027-01-15' }),
    );
    expect(again.status).toBe(200);
    expect(await reminders()).toEqual([{ email: 'sol@example.com', remindOn: '2027-01-15' }]);
  });

  it.each([
    ['today', '2026-03-15'],
    ['two years ahead', '2028-03-15'],
  ])('accepts %s', async (_case, remindOn) => {
    expect((await remind(makeEvReminderRequest({ remindOn }))).status).toBe(200);
  });

  it.each([
    ['yesterday', '2026-03-14', 'Choose today or a later date'],
    ['more than two years ahead', '2028-03-16', 'Choose a date within the next 2 years'],
  ])('refuses %s with 422 naming body.remindOn', async (_case, remindOn, message) => {
    const response = await remind(makeEvReminderRequest({ remindOn }));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      message,
      fields: [{ path: 'body.remindOn', message }],
    });
    expect(await reminders()).toEqual([]);
  });

  it.each([
    ['consent not given', { consent: false }, 'body.consent'],
    ['an invalid email', { email: 'sol@' }, 'body.email'],
    ['a date that is not YYYY-MM-DD', { remindOn: '01/09/2026' }, 'body.remindOn'],
  ])('refuses %s with 400 naming the field', async (_case, overrides, path) => {
    const response = await remind(makeEvReminderRequest(overrides as object));
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toContainEqual(expect.objectContaining({ path }));
  });
});
