import { z } from 'zod';
import { makeContactRequest } from '@/tests/utils/make-page-block-requests';
import { queryAll } from '../db/sql';
import { createTestGateway, type TestGateway } from '@/tests/gateway/test-gateway';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});

const send = (body: unknown, idempotencyKey?: string) =>
  gateway.request('/api/v1/contact', {
    method: 'POST',
    json: body,
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });

const messages = () =>
  queryAll(
    gateway.database,
    z.record(z.string(), z.unknown()),
    gateway.database.selectFrom('contact_messages').selectAll(),
  );

describe('POST /api/v1/contact', () => {
  it('keeps the message and answers a reference', async () => {
    const response = await send(makeContactRequest({ accountNumber: '40318275' }));
    expect(response.status).toBe(201);
    const { reference } = await response.json();
    expect(reference).toMatch(/^SO-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(await messages()).toEqual([
      expect.objectContaining({
        reference,
        name: 'Sol Ade',
        email: 'sol@example.com',
        account_number: '40318275',
        topic: 'billing',
      }),
    ]);
  });

  it('stores only a hash of the browser id', async () => {
    const clientId = 'raw-client-id-00000001';
    await send(makeContactRequest({ clientId }));
    expect(JSON.stringify(await messages())).not.toContain(clientId);
  });

  it('answers a robot that filled the hidden field as if sent, and keeps nothing', async () => {
    const response = await send(makeContactRequest({ website: 'https://cheap-pills.example' }));
    expect(response.status).toBe(201);
    expect((await response.json()).reference).toMatch(/^SO-/);
    expect(await messages()).toEqual([]);
  });

  it('takes 5 messages per client in 10 minutes, then answers 429 until the first is 10 minutes old', async () => {
    const clientId = 'busy-client-000000001';
    for (let sent = 1; sent <= 5; sent += 1) {
      expect((await send(makeContactRequest({ clientId }))).status).toBe(201);
      gateway.clock.advance(60_000);
    }
    const sixth = await send(makeContactRequest({ clientId }));
    expect(sixth.status).toBe(429);
    // The first was sent 5 minutes ago: it leaves the window in 5 more.
    expect(sixth.headers.get('retry-after')).toBe('300');
    expect((await sixth.json()).message).toBe(
      'You have sent us 5 messages in the last 10 minutes. Please wait 5 minutes before ' +
        'sending another: what you typed is still here.',
    );
    expect(await messages()).toHaveLength(5);

    expect((await send(makeContactRequest())).status).toBe(201);
    gateway.clock.advance(300_000);
    expect((await send(makeContactRequest({ clientId }))).status).toBe(201);
  });

  it('answers a retry with the same Idempotency-Key with the first reference, keeping one message', async () => {
    const body = makeContactRequest();
    const first = await (await send(body, 'send-1')).json();
    const retry = await send(body, 'send-1');
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(first);
    expect(await messages()).toHaveLength(1);

    const reused = await send({ ...body, message: 'Something different' }, 'send-1');
    expect(reused.status).toBe(422);
    expect(await messages()).toHaveLength(1);
  });

  it.each([
    ['an account number that is not 8 digits', { accountNumber: '1234' }, 'body.accountNumber'],
    ['a message over 2,000 characters', { message: 'a'.repeat(2_001) }, 'body.message'],
    ['an unknown topic', { topic: 'gossip' }, 'body.topic'],
    ['no name', { name: '  ' }, 'body.name'],
  ])('refuses %s with 400 naming the field', async (_case, overrides, path) => {
    const response = await send(makeContactRequest(overrides as object));
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toContainEqual(expect.objectContaining({ path }));
    expect(await messages()).toEqual([]);
  });

  it('accepts a message of exactly 2,000 characters', async () => {
    expect((await send(makeContactRequest({ message: 'a'.repeat(2_000) }))).status).toBe(201);
  });
});
