// @vitest-environment node
import { createTestGateway, type LoggedIn, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
let sam: LoggedIn;
beforeEach(async () => {
  gateway = await createTestGateway();
  sam = await gateway.login('sam@example.com');
});

const patch = (json: unknown, id = 2) =>
  gateway.as(sam, `/api/v1/customers/${id}`, { method: 'PATCH', json });

describe('customers/me', () => {
  it('answers the customer and every account with its supply', async () => {
    const body = await (await gateway.as(sam, '/api/v1/customers/me')).json();
    expect(body.customer).toMatchObject({
      id: 2,
      firstName: 'Sam',
      email: 'sam@example.com',
      admin: false,
    });
    expect(body.customer).not.toHaveProperty('passwordHash');
    expect(body.accounts).toEqual([
      expect.objectContaining({ number: '40422961', fuelType: 'ElecAndGas' }),
      expect.objectContaining({
        number: '40598314',
        fuelType: 'Electricity',
        fuels: ['electricity'],
        supplyAddress: {
          line1: 'Flat 3',
          line2: '41 Cathedral Road',
          town: 'Cardiff',
          postcode: 'CF11 9HB',
        },
      }),
    ]);
  });
});

describe('PATCH customers/{id}', () => {
  it('refuses fields a customer may not change, such as the admin flag', async () => {
    const response = await patch({ admin: true });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toContainEqual({
      path: 'body',
      message: expect.stringMatching(/admin/),
    });
  });

  it('changes contact details and marketing preferences and answers the customer', async () => {
    const response = await patch({
      title: 'Dr',
      phone: '07700 900 777',
      email: ' Sam.Patel@Example.com ',
      marketingConsent: true,
      evMarketingConsent: false,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      title: 'Dr',
      phone: '07700900777',
      email: 'sam.patel@example.com',
      marketingConsent: true,
      evMarketingConsent: false,
      firstName: 'Sam',
    });
  });

  it('leaves the fields it is not given alone', async () => {
    await patch({ marketingConsent: true });
    const { customer } = await (await gateway.as(sam, '/api/v1/customers/me')).json();
    expect(customer).toMatchObject({ phone: '07700900456', evMarketingConsent: true, title: 'Ms' });
  });

  it('refuses an email another customer uses', async () => {
    const response = await patch({ email: 'ALEX@example.com' });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toMatch(/already uses that email/);
  });

  it.each([
    [{ phone: '12345' }, 'body.phone', 'Enter a UK phone number, like 07700 900123'],
    [{ email: 'not-an-email' }, 'body.email', 'Enter a valid email address'],
    [{ title: 'Lord' }, 'body.title', 'Choose one of Mr, Mrs, Miss, Ms, Mx, Dr'],
    [{}, 'body', 'Change at least one detail'],
  ])('refuses %o naming %s', async (body, path, message) => {
    const response = await patch(body);
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual([{ path, message }]);
  });
});
