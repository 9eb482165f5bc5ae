import { describe, expect, it } from 'vitest';
import { SERVER_ERROR_MESSAGE } from '@/lib/gateway/contract/messages';
import { GatewayError, NETWORK_ERROR_MESSAGE } from '@/lib/gateway/gateway-error';
import { describeSignupFailure } from './signup-failure';

const MODULUS =
  'Please check your sort code and account number: they do not match a UK bank account.';
const ALREADY = 'You have already signed up with this quote. Log in to see your account.';
const EXPIRED = 'Your quote has expired: quotes last 30 days. Please get a new quote.';
const MISMATCH = 'The tariff you chose does not match your quote. Please choose your tariff again.';
const UNDER_AGE = 'You need to be 18 or over to open an account with us.';

const hrefs = (error: unknown) => describeSignupFailure(error).links.map(({ href }) => href);

describe('describeSignupFailure', () => {
  it('puts the modulus check’s words beside the account number', () => {
    const error = new GatewayError(MODULUS, 422, {
      fields: [{ path: 'body.payment.accountNumber', message: MODULUS }],
    });
    expect(describeSignupFailure(error)).toEqual({
      message: null,
      fields: [{ name: 'accountNumber', message: MODULUS }],
      links: [],
    });
  });

  it('gives a personal detail’s words once, with the way back to personal details', () => {
    const error = new GatewayError(UNDER_AGE, 422, {
      fields: [{ path: 'body.personalDetails.dateOfBirth', message: UNDER_AGE }],
    });
    expect(describeSignupFailure(error)).toEqual({
      message: UNDER_AGE,
      fields: [],
      links: [{ href: '/energy/quote/personal-details', label: 'Check your personal details' }],
    });
  });

  it('gives a 422 naming no field it has as one message', () => {
    const error = new GatewayError('Choose your address from the list', 422, {
      fields: [{ path: 'body.supplyAddress.uprn', message: 'Choose your address from the list' }],
    });
    expect(describeSignupFailure(error)).toMatchObject({
      message: 'Choose your address from the list',
      fields: [],
      links: [],
    });
  });

  it.each([
    [ALREADY, ['/accounts/login']],
    [EXPIRED, ['/energy/quote']],
    [MISMATCH, ['/energy/quote/select-tariff']],
  ])('answers the 409 “%s” with its way on', (message, expected) => {
    const error = new GatewayError(message, 409);
    expect(describeSignupFailure(error).message).toBe(message);
    expect(hrefs(error)).toEqual(expected);
  });

  it('leads back to the tariffs when the quote has gone', () => {
    const error = new GatewayError('We could not find that quote. Please get a new quote.', 404);
    expect(hrefs(error)).toEqual(['/energy/quote/select-tariff']);
  });

  it.each([
    [new GatewayError(NETWORK_ERROR_MESSAGE, 500), NETWORK_ERROR_MESSAGE],
    [new GatewayError(SERVER_ERROR_MESSAGE, 503), SERVER_ERROR_MESSAGE],
    [new TypeError('boom'), SERVER_ERROR_MESSAGE],
  ])('gives the message alone for a failure to retry (%s)', (error, message) => {
    expect(describeSignupFailure(error)).toEqual({ message, fields: [], links: [] });
  });
});
