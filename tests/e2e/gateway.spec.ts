import { expect, test, type APIRequestContext } from '@playwright/test';

const DEMO_PASSWORD = 'demo-password-2026';

function logIn(request: APIRequestContext, email: string, shortLived: boolean) {
  return request.post('/api/v1/auth/login', {
    data: { email, password: DEMO_PASSWORD, short_lived_refresh_token: String(shortLived) },
  });
}

test.describe('embedded gateway at /api/v1', () => {
  test('logs a seeded customer in with a refresh cookie and serves their account', async ({
    request,
  }) => {
    const login = await logIn(request, 'alex@example.com', false);
    expect(login.status()).toBe(200);
    const session = await login.json();
    expect(session.email).toBe('alex@example.com');
    const cookies = login
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie');
    expect(cookies.map((cookie) => cookie.value).join('\n')).toMatch(
      /myaccount_remember-me_long_lived_refresh_token=[^;]+;.*HttpOnly; SameSite=Lax/,
    );

    const me = await request.get('/api/v1/customers/me', {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.status()).toBe(200);
    const { accounts } = await me.json();
    const state = await request.get(`/api/v1/accounts/${accounts[0].id}/state`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    // A fresh database every run: Alex's fixed tariff ends in 40 days, so it can be renewed.
    expect(await state.json()).toMatchObject({ accountCanRenew: true, onVariableContract: false });

    const refresh = await request.post('/api/v1/auth/refresh', {
      data: { short_lived_refresh_token: 'false' },
    });
    expect(refresh.status()).toBe(200);
  });

  test("answers another customer's account exactly as one that does not exist", async ({
    request,
  }) => {
    const alex = await (await logIn(request, 'alex@example.com', false)).json();
    const sam = await (await logIn(request, 'sam@example.com', false)).json();
    const bearer = { authorization: `Bearer ${sam.token}` };
    const me = await request.get('/api/v1/customers/me', {
      headers: { authorization: `Bearer ${alex.token}` },
    });
    const alexsAccount = (await me.json()).accounts[0].id;
    const theirs = await request.get(`/api/v1/accounts/${alexsAccount}/state`, { headers: bearer });
    const none = await request.get('/api/v1/accounts/999999/state', { headers: bearer });
    expect(theirs.status()).toBe(404);
    expect(none.status()).toBe(404);
    expect(await theirs.json()).toEqual(await none.json());
  });

  test('ends a short-lived session at /users/sign_out', async ({ request }) => {
    const login = await logIn(request, 'sam@example.com', true);
    expect(login.status()).toBe(200);
    const signOut = await request.post('/users/sign_out');
    expect(signOut.status()).toBe(204);
    const refresh = await request.post('/api/v1/auth/refresh', {
      data: { short_lived_refresh_token: 'true' },
    });
    expect(refresh.status()).toBe(401);
  });

  test('publishes its OpenAPI document and answers unknown paths with JSON', async ({
    request,
  }) => {
    const document = await request.get('/api/v1/openapi.json');
    expect((await document.json()).openapi).toBe('3.1.0');
    const missing = await request.get('/api/v1/not-a-route');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({
      message: 'This page could not be found',
      statusCode: 404,
    });
  });
});
